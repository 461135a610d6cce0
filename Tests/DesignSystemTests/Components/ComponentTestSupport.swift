import Testing
@testable import DesignSystem
@testable import DesignTokens

/// A tiny Displayable for component tests: every part settable, all absent by default.
struct FakeItem: Displayable, Sendable {
    var primaryText: String?
    var secondaryText: String?
    var tertiaryText: String?
    var quaternaryText: String?
    var image: ImageSource?
    var imageMask: ImageMask = .none

    /// An item with every part, its image rounded by the style.
    static let full = FakeItem(primaryText: "Ada Lovelace", secondaryText: "Analyst", tertiaryText: "Notes on the engine",
                               quaternaryText: "1843", image: .asset("images/ada.png"), imageMask: .rounded(radius: nil))
}

/// Stylings built by hand, for component tests.
enum TestStyling {
    /// No modifiers at all: the bare structure.
    static func plain(_ state: ComponentState = .normal, size: ComponentSize = .medium,
                      style: StyleName = .primary) -> ComponentStyling {
        ComponentStyling(style: style, size: size, state: state, modifiers: [:])
    }

    /// One distinct modifier per property of `properties`: token `t.<property>` (or the effect's
    /// first keyword), on the property's part.
    static func distinct(_ properties: [StyleProperty], state: ComponentState = .normal,
                         size: ComponentSize = .medium) -> ComponentStyling {
        var modifiers: [ComponentPart: [LayoutModifier]] = [:]
        for property in properties { modifiers[property.part, default: []].append(modifier(for: property)) }
        return ComponentStyling(style: .primary, size: size, state: state, modifiers: modifiers)
    }

    /// The modifier ``distinct(_:state:size:)`` gives a property.
    static func modifier(for property: StyleProperty) -> LayoutModifier {
        switch property.accepts {
        case .keywords(let keywords): LayoutModifier(property.effect, .keyword(keywords[0]))
        case .token: LayoutModifier(property.effect, .token(TokenPath(["t", property.name])))
        case .image: LayoutModifier(property.effect, .image("/assets/t/\(property.name).svg"))
        }
    }
}

/// One start tag of rendered HTML: its name and attributes, as the renderer writes them.
struct StartTag: CustomStringConvertible {
    let name: String
    let attributes: [String: String?]

    /// The class list.
    var classes: [String] { (attributes["class"] ?? nil)?.split(separator: " ").map(String.init) ?? [] }

    /// True when the attribute is present (with or without a value).
    func has(_ attribute: String) -> Bool { attributes.keys.contains(attribute) }

    /// The attribute's value, nil when absent or bare.
    func value(_ attribute: String) -> String? { attributes[attribute] ?? nil }

    var description: String { "<\(name) \(attributes)>" }

    /// Every start tag of `html`, in order. The renderer always double-quotes and escapes values,
    /// so a value never holds `"` or `>`.
    static func all(in html: String) -> [StartTag] {
        var tags: [StartTag] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter, let close = rest.firstIndex(of: ">") else { continue }
            tags.append(parse(rest[..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }

    private static func parse(_ text: Substring) -> StartTag {
        let name = String(text.prefix { $0 != " " })
        var attributes: [String: String?] = [:]
        var rest = text.dropFirst(name.count).drop { $0 == " " }
        while !rest.isEmpty {
            let attributeName = String(rest.prefix { $0 != "=" && $0 != " " })
            rest = rest.dropFirst(attributeName.count)
            if rest.hasPrefix("=\"") {
                let value = rest.dropFirst(2).prefix { $0 != "\"" }
                attributes[attributeName] = String(value)
                rest = rest.dropFirst(2 + value.count + 1)
            } else {
                attributes[attributeName] = .some(nil)
            }
            rest = rest.drop { $0 == " " }
        }
        return StartTag(name: name, attributes: attributes)
    }
}

extension Array where Element == StartTag {
    /// The tags carrying `className`.
    func withClass(_ className: String) -> [StartTag] { filter { $0.classes.contains(className) } }
}

/// Rendering helpers.
enum Render {
    /// The HTML of `entry` for one item.
    static func html(_ entry: CatalogEntry, _ item: FakeItem, _ styling: ComponentStyling = TestStyling.plain()) -> String {
        entry.render(.item(item), styling).rendered()
    }

    /// The HTML of component `C` for one item.
    static func html<C: Component>(_ component: C.Type, _ item: FakeItem,
                                   _ styling: ComponentStyling = TestStyling.plain()) -> String {
        C.render(.item(item), styling: styling).rendered()
    }

    /// The catalog entry named `name` (the test fails without it).
    static func entry(_ name: ComponentName) throws -> CatalogEntry {
        try #require(ComponentCatalog.entry(named: name))
    }
}

/// Content every component shows in full.
enum TestContent {
    /// Two titled sections and an untitled one, for list sections; more than one row each where
    /// dividers matter.
    static let sections = ComponentContent.sections([
        ContentSection(title: "Friends", items: [FakeItem.full, FakeItem(primaryText: "Plato", image: .asset("images/plato.png"),
                                                                         imageMask: .rounded(radius: nil))]),
        ContentSection(title: nil, items: [FakeItem.full, FakeItem(primaryText: "Hypatia", quaternaryText: "415")]),
        ContentSection(title: "Teachers", items: [FakeItem(primaryText: "Socrates", secondaryText: "Athens")]),
    ])

    /// The full content for `entry`: sections for a component that shows them, the full item otherwise.
    static func full(for entry: CatalogEntry) -> ComponentContent {
        entry.about.showsSections ? sections : .item(FakeItem.full)
    }
}

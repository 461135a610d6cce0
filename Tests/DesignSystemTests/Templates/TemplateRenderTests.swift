import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Rendering a template component: the same markup conventions as the built-ins, and hostile data escaped or refused.
@Suite("Template rendering")
struct TemplateRenderTests {
    static let styling = ComponentStyling(style: .primary, size: .small, state: .selected, modifiers: [
        .root: [LayoutModifier(.background, .token(TokenPath(["chip", "fill"])))],
        .primaryText: [LayoutModifier(.foreground, .token(TokenPath(["chip", "ink"])))],
        .image: [LayoutModifier(.size, .token(TokenPath(["chip", "icon"])))],
    ])

    @Test("the root and every marked part carry the classes and data attributes built-ins carry")
    func markup() throws {
        let component = try TemplateTesting.component()
        let html = component.render(.item(FakeItem(primaryText: "Design", image: .asset("icons/tag.svg"))), styling: Self.styling).rendered()
        let tags = StartTag.all(in: html)
        let root = try #require(tags.first)
        #expect(root.name == "span")
        #expect(root.classes.starts(with: ["sb-chip"]) && root.classes.contains("sb-background--chip__fill"), "\(html)")
        #expect(root.value("data-style") == "primary" && root.value("data-size") == "small" && root.value("data-state") == "selected")
        #expect(root.value("aria-selected") == "true")
        let label = try #require(tags.first { $0.classes.contains("sb-chip__primary") })
        #expect(label.classes.contains("sb-foreground--chip__ink") && !label.has("data-part"))
        #expect(label.value("id")?.hasPrefix("sb-chip-") == true)
        let icon = try #require(tags.first { $0.classes.contains("sb-chip__image") })
        #expect(icon.classes.contains(ImageSource.iconClass) && icon.classes.contains { $0.hasPrefix("sb-icon-mask--") })
        #expect(icon.classes.contains("sb-size--chip__icon") && icon.value("aria-hidden") == "true" && !icon.has("data-src"))
        #expect(html.contains(">Design</span>"))
    }

    @Test("a part with no content is not rendered; an item with nothing renders nothing")
    func absentParts() throws {
        let component = try TemplateTesting.component()
        let html = component.render(.item(FakeItem(primaryText: "Only text")), styling: Self.styling).rendered()
        #expect(!html.contains("sb-chip__image"))
        #expect(component.render(.sections([]), styling: Self.styling) != .empty) // the root still stands, empty
        let empty = try TemplateTesting.component("{{#primaryText}}<b data-part=\"primary\">{{primaryText}}</b>{{/primaryText}}",
                                                  definition: TemplateTesting.definition().replacing(#""iconSize": {"effect": "size", "part": "image", "summary": "Icon size."}"#, with: #""gap": {"effect": "gap", "summary": "Gap."}"#))
        #expect(empty.render(.item(FakeItem()), styling: Self.styling) == .empty)
    }

    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='alert(1)", "javascript:alert(1)",
        "</span><iframe src=javascript:alert(1)>", "{{primaryText}}", "&lt;b&gt;", "a\u{0}b",
    ]

    @Test("hostile sample text comes out as text, in text and attribute positions", arguments: hostile)
    func hostileText(_ text: String) throws {
        let component = try TemplateTesting.component(TemplateCheckTests.inRoot("""
            <b title="{{primaryText}}" data-note="{{secondaryText}}">{{primaryText}}</b>
            <a href="#{{primaryText}}">{{tertiaryText}}</a>
            """))
        let item = FakeItem(primaryText: text, secondaryText: text, tertiaryText: text)
        let html = component.render(.item(item), styling: Self.styling).rendered()
        let tags = StartTag.all(in: html)
        #expect(!tags.contains { ["script", "iframe", "img"].contains($0.name) }, "\(html)")
        #expect(!tags.contains { $0.attributes.keys.contains { $0.hasPrefix("on") } }, "\(html)")
        #expect(!html.contains("<script") && !html.contains("<iframe"))
        let bold = try #require(tags.first { $0.name == "b" })
        let written = Node.text(text.replacing("\u{0}", with: "\u{FFFD}")).rendered()
        #expect(bold.value("title") == written, "the title holds the text, escaped: \(html)")
    }

    @Test("a javascript: image never reaches an attribute: a sample cannot hold one, and a forged address is not an item's image")
    func hostileImages() throws {
        #expect(throws: (any Error).self) { try ImageSource.parse("javascript:alert(1)").get() }
        let component = try TemplateTesting.component(TemplateCheckTests.inRoot("<img data-part=\"image\" src=\"{{image.url}}\" alt=\"\">"))
        // An image source built by hand (not through ImageSource.parse) with a javascript: address.
        let forged = FakeItem(primaryText: "x", image: .remote("javascript:alert(1)"))
        let html = component.render(.item(forged), styling: Self.styling).rendered()
        #expect(!html.contains("javascript:"), "\(html)")
    }

    @Test("sections: every item of every section, with positions and ids unique per section")
    func sections() throws {
        let definition = TemplateTesting.definition(#""shows": "sections""#)
        let template = """
            <nav><ol data-part="primary">{{#sections}}{{#items}}<li id="{{id}}">{{number}}. {{primaryText}}{{^last}} /{{/last}}</li>{{/items}}{{/sections}}</ol>
            <i data-part="image"></i></nav>
            """
        let component = try TemplateTesting.component(template, definition: definition)
        let content = ComponentContent.sections([
            ContentSection(title: "One", items: [FakeItem(primaryText: "Home"), FakeItem(primaryText: "Docs")]),
            ContentSection(title: nil, items: [FakeItem(primaryText: "Tokens")]),
        ])
        let html = component.render(content, styling: Self.styling).rendered()
        #expect(html.contains("1. Home /</li>") && html.contains("2. Docs</li>") && html.contains("1. Tokens</li>"), "\(html)")
        let ids = StartTag.all(in: html).filter { $0.name == "li" }.compactMap { $0.value("id") }
        #expect(ids.count == 3 && Set(ids).count == 3)
    }

    @Test("inside items, a part an item lacks is absent: not the first item's, which the top of the view also holds")
    func absentPartsInSections() throws {
        let definition = TemplateTesting.definition(#""shows": "sections""#)
        let template = """
            <ul>{{#sections}}{{#items}}<li><span data-part="primary">{{primaryText}}</span>{{#image}}<i data-part="image" data-src="{{image.url}}"></i>{{/image}}\
            {{#secondaryText}}<b>{{secondaryText}}</b>{{/secondaryText}}{{^secondaryText}}<s>none</s>{{/secondaryText}}\
            <u>{{image.url}}</u></li>{{/items}}{{/sections}}</ul>
            """
        let component = try TemplateTesting.component(template, definition: definition)
        let content = ComponentContent.sections([
            ContentSection(title: nil, items: [FakeItem(primaryText: "Home", secondaryText: "Start", image: .asset("icons/home.svg")),
                                               FakeItem(primaryText: "Docs")]),
        ])
        let html = component.render(content, styling: Self.styling).rendered()
        let items = html.split(separator: "<li").dropFirst().map(String.init)
        try #require(items.count == 2, "\(html)")
        #expect(items[0].contains("sb-chip__image") && items[0].contains("<b>Start</b>"), "\(html)")
        #expect(!items[1].contains("sb-chip__image") && !items[1].contains("Start") && items[1].contains("<s>none</s>"), "\(html)")
        #expect(items[1].contains("<u></u>"), "\(html)")
        // At the top, the first item's parts are still there, and an absent one is absent there too.
        let top = try TemplateTesting.component("<p><span data-part=\"primary\">{{primaryText}}</span>{{#tertiaryText}}<b>{{tertiaryText}}</b>{{/tertiaryText}}<i data-part=\"image\"></i></p>")
        #expect(top.render(content, styling: Self.styling).rendered().contains(">Home</span><i"))
    }

    @Test("rendering is a pure function: the same content and variant give the same bytes")
    func deterministic() throws {
        let component = try TemplateTesting.component()
        let item = FakeItem(primaryText: "Same", image: .asset("icons/a.svg"))
        #expect(component.render(.item(item), styling: Self.styling) == component.render(.item(item), styling: Self.styling))
    }
}

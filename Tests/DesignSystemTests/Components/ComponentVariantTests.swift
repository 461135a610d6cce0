import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Every component in every state and size: it renders, marks its variant on the root, and puts
/// each style property's modifier on the element of that property's part.
@Suite("Component variants")
struct ComponentVariantTests {
    static let names = ComponentCatalog.builtIn.map(\.about.name.rawValue)

    @Test("renders in every state and size, with the root class and the variant's data attributes",
          arguments: names, ComponentSize.all)
    func rendersEveryVariant(name: String, size: ComponentSize) throws {
        let entry = try Render.entry(ComponentName(name))
        for state in entry.about.states {
            let html = entry.render(TestContent.full(for: entry), TestStyling.plain(state, size: size, style: .dark)).rendered()
            #expect(!html.isEmpty, "\(name) \(state) \(size)")
            let root = try #require(StartTag.all(in: html).first, "\(name) \(state)")
            #expect(root.classes.first == "sb-\(name)")
            #expect(root.value("data-style") == "dark")
            #expect(root.value("data-size") == size.rawValue)
            #expect(root.value("data-state") == state.rawValue)
        }
    }

    @Test("each property's modifier lands on its part's element, in every state and size",
          arguments: names, ComponentSize.all)
    func modifiersOnParts(name: String, size: ComponentSize) throws {
        let entry = try Render.entry(ComponentName(name))
        for state in entry.about.states {
            let styling = TestStyling.distinct(entry.properties, state: state, size: size)
            let tags = StartTag.all(in: entry.render(TestContent.full(for: entry), styling).rendered())
            for property in entry.properties {
                let partClass = property.part == .root ? "sb-\(name)" : "sb-\(name)__\(property.part.name)"
                let expected = try #require(TestStyling.modifier(for: property).className)
                let elements = tags.withClass(partClass)
                #expect(!elements.isEmpty, "\(name) \(state): no element of part \(property.part) for \(property.name)")
                for element in elements {
                    #expect(element.classes.contains(expected), "\(name) \(state): \(property.name) missing on \(element)")
                }
                let carriers = tags.filter { $0.classes.contains(expected) }
                #expect(carriers.allSatisfy { $0.classes.contains(partClass) }, "\(name): \(property.name) on another element")
            }
        }
    }

    @Test("every part class is sb-<component>__<part>, the root's is sb-<component>", arguments: names)
    func classNamesFollowTheScheme(name: String) throws {
        let entry = try Render.entry(ComponentName(name))
        let tags = StartTag.all(in: entry.render(TestContent.full(for: entry), TestStyling.plain()).rendered())
        for tag in tags where tag.name != "path" {  // the check mark's path sits inside its classed svg
            let own = tag.classes.filter { !$0.hasPrefix("sb-mask-") && $0 != ImageSource.iconClass && !$0.contains("--") }
            #expect(own.count == 1 && (own[0] == "sb-\(name)" || own[0].hasPrefix("sb-\(name)__")), "\(tag)")
        }
    }

    @Test("the same content and styling always render the same HTML", arguments: names)
    func deterministic(name: String) throws {
        let entry = try Render.entry(ComponentName(name))
        let styling = TestStyling.distinct(entry.properties, state: entry.about.states.last!)
        let content = TestContent.full(for: entry)
        #expect(entry.render(content, styling).rendered() == entry.render(content, styling).rendered())
    }
}

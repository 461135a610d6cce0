import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The catalog of built-in components.
@Suite("Component catalog")
struct ComponentCatalogTests {
    static let expected: Set<String> = [
        "row", "label", "button", "checkbox", "card", "avatar", "badge", "list-section", "header", "text-field", "toggle",
    ]

    @Test("exactly the eleven built-in components, each once")
    func names() {
        let names = ComponentCatalog.builtIn.map(\.about.name.rawValue)
        #expect(names.count == 11)
        #expect(Set(names) == Self.expected)
    }

    @Test("every entry: states start with normal, have no repeats and are known; parts are listed")
    func entries() {
        for entry in ComponentCatalog.builtIn {
            let states = entry.about.states
            #expect(states.first == .normal, "\(entry.about.name)")
            #expect(Set(states).count == states.count)
            #expect(states.allSatisfy(ComponentState.all.contains))
            #expect(!entry.about.parts.isEmpty && !entry.about.title.isEmpty && !entry.about.summary.isEmpty)
            #expect(!entry.properties.isEmpty)
        }
    }

    @Test("only the list section shows sections")
    func showsSections() {
        #expect(ComponentCatalog.builtIn.filter(\.about.showsSections).map(\.about.name) == ["list-section"])
    }

    @Test("entry(named:) finds each component by name, and nothing else")
    func lookup() {
        for name in Self.expected {
            #expect(ComponentCatalog.entry(named: ComponentName(name))?.about.name.rawValue == name)
        }
        #expect(ComponentCatalog.entry(named: "carousel") == nil)
        #expect(ComponentCatalog.entry(named: "Row") == nil)
    }

    @Test("each entry carries its own style's properties")
    func properties() {
        #expect(ComponentCatalog.entry(named: "toggle")?.properties == ToggleStyle.properties)
        #expect(ComponentCatalog.entry(named: "card")?.contrastPairs == CardStyle.contrastPairs)
    }
}

import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The ids components give elements for label and ARIA wiring.
@Suite("Component ids")
struct ComponentIDTests {
    static let wired = ["checkbox", "toggle", "text-field", "list-section"]

    static func ids(_ html: String) -> [String] { StartTag.all(in: html).compactMap { $0.value("id") } }

    @Test("ids are valid, unique in a render, and every reference points at one", arguments: wired)
    func validAndResolved(name: String) throws {
        let entry = try Render.entry(ComponentName(name))
        let html = entry.render(TestContent.full(for: entry), TestStyling.plain()).rendered()
        let ids = Self.ids(html)
        #expect(!ids.isEmpty && Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.wholeMatch(of: /sb-[a-z0-9-]+/) != nil && $0.hasPrefix("sb-\(name)-") }, "\(ids)")
        let references = StartTag.all(in: html).flatMap { tag in
            ["for", "aria-labelledby", "aria-describedby"].compactMap { tag.value($0) }
        }
        #expect(!references.isEmpty && references.allSatisfy(ids.contains), "\(references) vs \(ids)")
    }

    @Test("the same content and variant give the same ids; other content, or another state, other ids", arguments: wired)
    func stableAndDistinct(name: String) throws {
        let entry = try Render.entry(ComponentName(name))
        func ids(_ item: FakeItem, _ state: ComponentState = .normal) -> [String] {
            let content: ComponentContent = entry.about.showsSections ? .sections([ContentSection(title: "T", items: [item])]) : .item(item)
            return Self.ids(entry.render(content, TestStyling.plain(state)).rendered())
        }
        #expect(ids(FakeItem.full) == ids(FakeItem.full))
        #expect(Set(ids(FakeItem.full)).isDisjoint(with: ids(FakeItem(primaryText: "Grace Hopper", tertiaryText: "Help"))))
        let other = entry.about.states.count > 1 ? entry.about.states[1] : nil
        if let other { #expect(Set(ids(FakeItem.full)).isDisjoint(with: ids(FakeItem.full, other))) }
    }

    @Test("the scheme: sb-<component>-<8 hex digits>-<role>")
    func scheme() {
        let ids = ComponentIDs("checkbox", styling: TestStyling.plain(), content: .item(FakeItem(primaryText: "A")))
        #expect(ids.prefix.wholeMatch(of: /sb-checkbox-[0-9a-f]{8}/) != nil)
        #expect(ids.id("label") == ids.prefix + "-label")
        let blank = ComponentIDs("checkbox", styling: TestStyling.plain(), content: .item(FakeItem(primaryText: "")))
        let absent = ComponentIDs("checkbox", styling: TestStyling.plain(), content: .item(FakeItem()))
        #expect(blank.prefix != absent.prefix, "nil and empty are told apart")
    }
}

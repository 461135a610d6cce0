import Testing
@testable import DesignSystem
@testable import DesignTokens

/// List sections: titled and untitled sections, list semantics, dividers between rows only.
@Suite("List section")
struct ListSectionComponentTests {
    static func html(_ sections: [ContentSection]) -> String {
        ListSection.render(.sections(sections), styling: TestStyling.plain()).rendered()
    }

    static func items(_ names: String...) -> [any Displayable & Sendable] { names.map { FakeItem(primaryText: $0) } }

    @Test("a titled section has a heading that labels its list; an untitled one has neither")
    func titles() throws {
        let tags = StartTag.all(in: Self.html([
            ContentSection(title: "Friends", items: Self.items("Ada", "Plato")),
            ContentSection(title: nil, items: Self.items("Solo")),
            ContentSection(title: "  ", items: Self.items("Blank title")),
        ]))
        let headings = tags.withClass("sb-list-section__header")
        let lists = tags.filter { $0.name == "ul" }
        #expect(headings.count == 1 && headings[0].name == "h3")
        #expect(lists.count == 3)
        #expect(lists[0].value("aria-labelledby") == headings[0].value("id") && headings[0].value("id") != nil)
        #expect(!lists[1].has("aria-labelledby") && !lists[2].has("aria-labelledby"))
        #expect(tags.withClass("sb-list-section__section").count == 3)
    }

    @Test("list semantics: a ul of li, one per row, each holding its row")
    func listSemantics() {
        let tags = StartTag.all(in: Self.html([ContentSection(title: nil, items: Self.items("a", "b", "c"))]))
        let list = tags.filter { $0.name == "ul" }
        #expect(list.count == 1 && list[0].value("role") == "list" && list[0].classes == ["sb-list-section__list"])
        #expect(tags.filter { $0.name == "li" }.count == 3)
        #expect(tags.withClass("sb-list-section__item").count == 3 && tags.withClass("sb-list-section__row").count == 3)
    }

    @Test("dividers sit between rows only: none after a section's last row, none in a one-row section",
          arguments: [[1], [2], [3], [3, 1, 2], [0, 4]])
    func dividers(counts: [Int]) {
        let sections = counts.enumerated().map { index, count in
            ContentSection(title: "S\(index)", items: (0..<count).map { FakeItem(primaryText: "item \($0)") })
        }
        let html = Self.html(sections)
        let dividers = StartTag.all(in: html).withClass("sb-list-section__divider")
        #expect(dividers.count == counts.reduce(0) { $0 + max(0, $1 - 1) })
        #expect(dividers.allSatisfy { $0.value("aria-hidden") == "true" })
        #expect(!html.contains(#"aria-hidden="true"></div></li></ul>"#), "a divider after the last row")
    }

    @Test("an empty section: its title stays, without a list; an empty untitled one disappears")
    func emptySections() {
        let html = Self.html([
            ContentSection(title: "Nobody yet", items: []),
            ContentSection(title: nil, items: []),
            ContentSection(title: "Blanks only", items: [FakeItem(primaryText: " "), FakeItem()]),
        ])
        let tags = StartTag.all(in: html)
        #expect(tags.withClass("sb-list-section__section").count == 2)
        #expect(tags.withClass("sb-list-section__header").count == 2)
        #expect(!tags.contains { $0.name == "ul" || $0.name == "li" })
        #expect(Self.html([ContentSection(title: nil, items: [])]) == "")
        #expect(Self.html([]) == "")
    }

    @Test("items that show nothing are left out, and the dividers close up")
    func blankItems() {
        let html = Self.html([ContentSection(title: nil, items: [FakeItem(primaryText: "a"), FakeItem(), FakeItem(primaryText: "b")])])
        let tags = StartTag.all(in: html)
        #expect(tags.filter { $0.name == "li" }.count == 2)
        #expect(tags.withClass("sb-list-section__divider").count == 1)
    }

    @Test("a single item is one untitled section")
    func singleItem() {
        let html = ListSection.render(.item(FakeItem(primaryText: "Ada")), styling: TestStyling.plain()).rendered()
        #expect(html == #"<div class="sb-list-section" data-style="primary" data-size="medium" data-state="normal"><div class="sb-list-section__section"><ul class="sb-list-section__list" role="list"><li class="sb-list-section__item"><div class="sb-list-section__row"><div class="sb-list-section__text"><p class="sb-list-section__primary">Ada</p></div></div></li></ul></div></div>"#)
    }

    @Test("heading ids differ by section and are unique in the render")
    func headingIDs() {
        let tags = StartTag.all(in: Self.html([
            ContentSection(title: "Same", items: Self.items("a")), ContentSection(title: "Same", items: Self.items("a")),
        ]))
        let ids = tags.compactMap { $0.value("id") }
        #expect(ids.count == 2 && Set(ids).count == 2)
        #expect(ids[0].hasSuffix("-s0-title") && ids[1].hasSuffix("-s1-title"))
    }

    @Test("the content-section provider: counts, items and index paths")
    func provider() {
        let provider = DataProvider<[ContentSection], any Displayable & Sendable>.contentSections
        let store = [ContentSection(title: "A", items: Self.items("a", "b")), ContentSection(title: nil, items: Self.items("c"))]
        #expect(provider.numberOfSections(store) == 2)
        #expect(provider.numberOfItems(store, 0) == 2 && provider.numberOfItems(store, 1) == 1)
        #expect(provider.item(store, IndexPath(item: 0, section: 1)).primaryText == "c")
        #expect(provider.indexPath(store, FakeItem(primaryText: "b")) == IndexPath(item: 1, section: 0))
        #expect(provider.indexPath(store, FakeItem(primaryText: "c")) == IndexPath(item: 0, section: 1))
        #expect(provider.indexPath(store, FakeItem(primaryText: "c", secondaryText: "other")) == nil)
        #expect(provider.indexPaths(in: store).map(\.description) == ["0.0", "0.1", "1.0"])
    }
}

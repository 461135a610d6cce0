import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Data providers, presenters and list adapters")
struct DataProviderTests {
    static let letters = DataProvider<[String], String>.singleSection
    static let groups = DataProvider<[[String]], String>.multiSection

    /// Presents an item as `<li>` with its place, so the rendering shows both.
    static let presenter = Presenter<String> { item, path in .li([], [.text("\(path) \(item)")]) }

    @Test("singleSection: one section of the whole array")
    func singleSection() {
        let store = ["a", "b", "c", "b"]
        #expect(Self.letters.numberOfSections(store) == 1)
        #expect(Self.letters.numberOfItems(store, 0) == 4)
        #expect(Self.letters.item(store, IndexPath(item: 2, section: 0)) == "c")
        #expect(Self.letters.indexPath(store, "c") == IndexPath(item: 2, section: 0))
        #expect(Self.letters.indexPath(store, "b") == IndexPath(item: 1, section: 0), "the first of equal items")
        #expect(Self.letters.indexPath(store, "z") == nil)
        #expect(Self.letters.indexPaths(in: store).map(\.description) == ["0.0", "0.1", "0.2", "0.3"])
    }

    @Test("multiSection: one section per inner array, empty ones included")
    func multiSection() {
        let store = [["a", "b"], [], ["c"]]
        #expect(Self.groups.numberOfSections(store) == 3)
        #expect((0..<3).map { Self.groups.numberOfItems(store, $0) } == [2, 0, 1])
        #expect(Self.groups.item(store, IndexPath(item: 1, section: 0)) == "b")
        #expect(Self.groups.item(store, IndexPath(item: 0, section: 2)) == "c")
        #expect(Self.groups.indexPath(store, "c") == IndexPath(item: 0, section: 2))
        #expect(Self.groups.indexPath(store, "z") == nil)
        #expect(Self.groups.indexPaths(in: store) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2)])
    }

    @Test("item and indexPath are inverses over every index path", arguments: [
        [["a"]], [["a", "b", "c"], ["d"], ["e", "f"]], [[], ["x", "y"], []],
    ])
    func roundTrip(_ store: [[String]]) {
        for path in Self.groups.indexPaths(in: store) {
            #expect(Self.groups.indexPath(store, Self.groups.item(store, path)) == path)
        }
        #expect(Self.groups.indexPaths(in: store).count == store.joined().count)
    }

    @Test("an empty store")
    func emptyStore() {
        #expect(Self.letters.numberOfSections([]) == 1)
        #expect(Self.letters.numberOfItems([], 0) == 0)
        #expect(Self.letters.indexPaths(in: []).isEmpty)
        #expect(Self.letters.indexPath([], "a") == nil)
        #expect(Self.groups.numberOfSections([]) == 0)
        #expect(Self.groups.indexPaths(in: []).isEmpty)
        #expect(Self.groups.indexPath([], "a") == nil)
        #expect(ListAdapter(provider: Self.letters, presenter: Self.presenter).sections(of: []) == [[]])
        #expect(ListAdapter(provider: Self.groups, presenter: Self.presenter).sections(of: []).isEmpty)
    }

    @Test("a list adapter presents every item at its place, section by section")
    func adapter() {
        let adapter = ListAdapter(provider: Self.groups, presenter: Self.presenter)
        let sections = adapter.sections(of: [["Ada", "<Grace>"], ["Alan"]])
        #expect(sections.map { $0.map(HTMLRenderer.render) } == [
            ["<li>0.0 Ada</li>", "<li>0.1 &lt;Grace&gt;</li>"],
            ["<li>1.0 Alan</li>"],
        ])
    }

    @Test("a provider built from closures over a sample set")
    func customProvider() throws {
        let samples = DataProvider<SampleSet, SampleItem>(
            numberOfSections: { $0.sections.count },
            numberOfItems: { $0.sections[$1].items.count },
            item: { $0.sections[$1.section].items[$1.item] },
            indexPath: { set, item in
                for (section, content) in set.sections.enumerated() {
                    if let position = content.items.firstIndex(of: item) { return IndexPath(item: position, section: section) }
                }
                return nil
            })
        let set = try #require(Samples.parse(##"{"sections": [{"items": [{"primaryText": "A"}]}, {"items": [{"primaryText": "B"}, {"primaryText": "C"}]}]}"##).set)
        #expect(samples.indexPaths(in: set).map(\.description) == ["0.0", "1.0", "1.1"])
        #expect(samples.item(set, IndexPath(item: 1, section: 1)).primaryText == "C")
        #expect(samples.indexPath(set, SampleItem(primaryText: "B")) == IndexPath(item: 0, section: 1))
        #expect(samples.indexPath(set, SampleItem(primaryText: "Z")) == nil)
        let adapter = ListAdapter(provider: samples, presenter: Presenter { item, _ in .text(item.primaryText ?? "") })
        #expect(adapter.sections(of: set) == [[.text("A")], [.text("B"), .text("C")]])
    }

    @Test("index paths describe themselves and order by section, then item")
    func indexPaths() {
        #expect(IndexPath(item: 3, section: 1).description == "1.3")
        let sorted = [IndexPath(item: 0, section: 2), IndexPath(item: 5, section: 0), IndexPath(item: 1, section: 2)].sorted()
        #expect(sorted.map(\.description) == ["0.5", "2.0", "2.1"])
    }
}

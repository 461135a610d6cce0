import DesignSystem
import Testing
@testable import StyleGuide

/// The Storybook index, built from loaded Configs without a server.
@Suite("Storybook index: ids as Storybook makes them, entries per style, size and state, bounded")
struct StorybookIndexTests {
    /// The Harbor team's Config (Tests/Fixtures/Harbor), loaded strictly.
    static func harbor() throws -> Snapshot {
        try SnapshotLoader.load(configDirectory: RepositoryPaths.harbor, strictness: .strict).get()
    }

    @Test("sanitize lowercases, turns spaces and punctuation into one dash, trims dashes, keeps letters beyond ASCII",
          arguments: [("Primary, large", "primary-large"), ("  Hello -- World!! ", "hello-world"), ("Ünïcode Name", "ünïcode-name"),
                      ("a_b/c.d", "a-b-c-d"), ("!!!", ""), ("tab\there", "tab-here"), ("Components/List section", "components-list-section"),
                      ("’quoted’ – dash — ¿", "quoted-dash")])
    func sanitize(text: String, expected: String) {
        #expect(StorybookID.sanitize(text) == expected)
    }

    @Test("every style of every styled component has a story at its default size and first state, and one per other size and state")
    func storiesPerVariant() throws {
        let snapshot = try Self.harbor()
        let config = snapshot.components.config
        let index = try StorybookIndex.make(components: config, docs: snapshot.docs, limit: StorybookIndex.defaultLimit).get()
        var variants = Set<String>()
        for entry in index.entries {
            guard case .story(let component, let style, let size, let state) = entry.content else { continue }
            #expect(variants.insert("\(component)/\(style)/\(size)/\(state)").inserted, "\(entry.id) repeats a variant")
        }
        for catalogEntry in config.catalog {
            guard let document = config.styles[catalogEntry.about.name] else { continue }
            let about = catalogEntry.about
            for style in document.styleNames {
                let base = about.defaultSize, first = about.states.first ?? .normal
                #expect(variants.contains("\(about.name)/\(style)/\(base)/\(first)"))
                for size in about.sizes { #expect(variants.contains("\(about.name)/\(style)/\(size)/\(first)")) }
                for state in about.states { #expect(variants.contains("\(about.name)/\(style)/\(base)/\(state)")) }
            }
        }
        #expect(variants.count == index.entries.count { $0.isStory })
        #expect(StorybookIndex.count(components: config, docs: snapshot.docs) == index.entries.count)
    }

    @Test("ids are unique, kebab(title)--kebab(name), and found again by id; docs pages are docs entries, a component's beside its stories")
    func idsAndDocs() throws {
        let snapshot = try Self.harbor()
        let index = try StorybookIndex.make(components: snapshot.components.config, docs: snapshot.docs, limit: 10_000).get()
        #expect(Set(index.entries.map(\.id)).count == index.entries.count)
        for entry in index.entries {
            #expect(entry.id == StorybookID.id(title: entry.title, name: entry.name))
            #expect(index.entry(id: entry.id)?.title == entry.title)
        }
        let docs = index.entries.filter { !$0.isStory }
        #expect(docs.map(\.title) == ["Docs/Welcome aboard", "Components/Button"])
        #expect(index.entry(id: "components-button--docs")?.importPath == "./docs/components/button.md")
        #expect(index.entry(id: "components-badge--calm-note")?.importPath == "./styles/badge.json")
        let json = index.json
        #expect(json["v"] == 5)
        #expect(json["entries"]?["components-button--primary"]?["tags"]?.arrayValue?.contains("dev") == true)
        #expect(json["entries"]?["docs-welcome-aboard--docs"]?["storiesImports"] == .array([]))
    }

    @Test("two entries with the same id get -2, -3…; 3,000 of them build in one pass")
    func collisions() throws {
        let snapshot = try Self.harbor()
        let files = (0..<3_000).map { (path: "guide-\($0)", file: "docs/guide-\($0).md", markdown: "---\ntitle: Same\n---\nText") }
        let docs = DocsLibrary.render(files, strictness: .strict).library
        let index = try StorybookIndex.make(components: snapshot.components.config, docs: docs, limit: 100_000).get()
        let ids = index.entries.filter { $0.title == "Docs/Same" }.map(\.id)
        #expect(ids.count == 3_000)
        #expect(Set(ids).count == 3_000)
        #expect(ids.prefix(3) == ["docs-same--docs", "docs-same--docs-2", "docs-same--docs-3"])
    }

    @Test("an index past storybookEntries is refused before it is made, naming the setting; at the limit it is made")
    func limit() throws {
        let snapshot = try Self.harbor()
        let config = snapshot.components.config
        let count = StorybookIndex.count(components: config, docs: snapshot.docs)
        let refused = StorybookIndex.make(components: config, docs: snapshot.docs, limit: count - 1)
        guard case .failure(let error) = refused else { Issue.record("not refused"); return }
        #expect(error.message.contains("\"storybookEntries\""))
        #expect(error.message.contains("the limit is \(count - 1) entries"))
        #expect((try? StorybookIndex.make(components: config, docs: snapshot.docs, limit: count).get())?.entries.count == count)
    }

    @Test("a title part that sanitizes to nothing falls back to the name; slashes never split a Config's title",
          arguments: [("!!!", "button", "button"), ("Buttons/Icons", "x", "Buttons-Icons"), ("  Card ", "card", "Card")])
    func titleParts(title: String, fallback: String, expected: String) {
        #expect(StorybookID.titlePart(title, fallback: fallback) == expected)
    }
}

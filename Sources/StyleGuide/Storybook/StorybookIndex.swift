import DesignSystem

/// What `GET /index.json` lists for Storybook: a story for each style of each styled component
/// (its default size, first state), one more for each of its other sizes and each of its other
/// states, and a docs entry for each page of the Config's `docs/`.
///
/// Sizes and states are stories rather than Storybook args: args need the preview to speak
/// Storybook's channel to re-render, and a story is a URL a visual test, a link and a reader can
/// each hold on to. They are added one axis at a time (not every size × state), so the index grows
/// with styles × (sizes + states), and is counted before it is made (``count(components:docs:)``).
struct StorybookIndex: Sendable {
    /// 10,000 entries: some 2.6 MB of index JSON, past what a sidebar is read by; the bundled Config has 296.
    static let defaultLimit = 10_000
    /// What `storybookEntries` may be set to.
    static let limitRange = 1...1_000_000

    /// The entries in sidebar order: guides, then each component's docs and stories.
    let entries: [StorybookEntry]
    /// Each entry's position in ``entries`` by id.
    private let positions: [String: Int]

    /// The entry with `id`, or nil.
    func entry(id: String) -> StorybookEntry? { positions[id].map { entries[$0] } }

    /// `{"v": 5, "entries": {id: entry, …}}`.
    var json: JSON {
        .object(JSONObject([("v", .number(5)), ("entries", .object(JSONObject(entries.map { ($0.id, $0.json) })))]))
    }

    /// How many entries the index of `components` and `docs` has, counted without making them.
    static func count(components: ComponentConfig, docs: DocsLibrary) -> Int {
        var count = docs.pages.count
        for entry in components.catalog {
            guard let document = components.styles[entry.about.name] else { continue }
            count += document.styleNames.count * (1 + max(0, entry.about.sizes.count - 1) + max(0, entry.about.states.count - 1))
        }
        return count
    }

    /// The index of `components` and `docs`, or the refusal when it would have more than `limit` entries.
    static func make(components: ComponentConfig, docs: DocsLibrary, limit: Int) -> Result<StorybookIndex, StorybookLimitError> {
        let count = count(components: components, docs: docs)
        guard count <= limit else { return .failure(StorybookLimitError(entries: count, limit: limit)) }
        var builder = Builder()
        builder.entries.reserveCapacity(count)
        for page in docs.pages where !isComponentPage(page.path, in: components) {
            let title = "Docs/" + StorybookID.titlePart(page.title, fallback: String(page.path.split(separator: "/").last ?? "page"))
            builder.add(name: "Docs", title: title, importPath: "./docs/\(page.path).md", content: .docs(path: page.path))
        }
        for entry in components.catalog {
            let about = entry.about
            let title = "Components/" + StorybookID.titlePart(about.title, fallback: about.name.rawValue)
            if let page = docs.page(for: about.name), docs.pages.contains(where: { $0.path == page.path }) {
                builder.add(name: "Docs", title: title, importPath: "./docs/\(page.path).md", content: .docs(path: page.path))
            }
            guard let document = components.styles[about.name] else { continue }
            let importPath = "./" + (document.file.hasPrefix("/") ? "styles/\(about.name.rawValue).json" : document.file)
            let size = about.defaultSize, state = about.states.first ?? .normal
            for style in document.styleNames {
                let styleName = StorybookID.displayName(style.rawValue)
                func add(_ name: String, _ size: ComponentSize, _ state: ComponentState) {
                    builder.add(name: name, title: title, importPath: importPath,
                                content: .story(component: about.name, style: style, size: size, state: state))
                }
                add(styleName, size, state)
                for other in about.sizes where other != size { add("\(styleName), \(other.rawValue)", other, state) }
                for other in about.states where other != state { add("\(styleName), \(other.rawValue)", size, other) }
            }
        }
        return .success(StorybookIndex(entries: builder.entries, positions: builder.positions))
    }

    /// True when `path` is `components/<name>` for a component of the catalog (its docs go with its stories).
    private static func isComponentPage(_ path: String, in components: ComponentConfig) -> Bool {
        path.hasPrefix("components/") && components.entry(named: ComponentName(String(path.dropFirst("components/".count)))) != nil
    }

    /// Collects entries, keeping ids unique.
    private struct Builder {
        var entries: [StorybookEntry] = []
        var positions: [String: Int] = [:]
        /// The next suffix to try for an id already taken.
        var nextSuffix: [String: Int] = [:]

        mutating func add(name: String, title: String, importPath: String, content: StorybookEntry.Content) {
            let base = StorybookID.id(title: title, name: name)
            var id = base
            while positions[id] != nil {
                let suffix = nextSuffix[base, default: 2]
                nextSuffix[base] = suffix + 1
                id = "\(base)-\(suffix)"
            }
            positions[id] = entries.count
            entries.append(StorybookEntry(id: id, name: name, title: title, importPath: importPath, content: content))
        }
    }
}

/// An index that would pass `limits.storybookEntries`.
struct StorybookLimitError: Error, Sendable {
    /// The entries it would have.
    let entries: Int
    /// The limit.
    let limit: Int

    /// The sentence saying so, naming the setting that raises the limit.
    var message: String {
        TokenLimits.message("the Storybook index would have \(TokenLimits.grouped(entries)) entries (styles × (sizes + states − 1) "
                            + "of each styled component, and the docs pages)", limit: limit, unit: "entries", setting: "storybookEntries")
    }
}

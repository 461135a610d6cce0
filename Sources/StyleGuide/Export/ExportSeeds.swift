import DesignSystem
import MicroHTTP

/// Where an export starts: every guide page in every choice of the modifiers, every preview of
/// the catalog (style × size × state × sample × context), the API's answers for every format and
/// permutation, the guide's own assets and the team's public files. Pages these link to are
/// found by following links.
struct ExportSeeds {
    let snapshot: Snapshot
    /// The team's public folder, served at `/assets/`.
    let publicDirectory: String?
    /// Which previews to start from.
    var previews = ExportPreviews.all

    /// The links to start from, in a fixed order.
    func links() -> [(link: ExportLink, choices: [QueryItems.Item]?)] {
        guidePages() + (previews == .all ? self.previewLinks() : []).map { ($0, nil) } + api().map { ($0, nil) } + assets().map { ($0, nil) }
    }

    /// Every combination of the guide's choices, the first modifier varying slowest.
    var choiceCombinations: [[QueryItems.Item]] {
        snapshot.guideModifiers.reduce([[]]) { combinations, modifier in
            combinations.flatMap { combination in modifier.choices.map { combination + [.init(name: modifier.name, value: $0)] } }
        }
    }

    private func guidePages() -> [(link: ExportLink, choices: [QueryItems.Item]?)] {
        var paths = ["/", "/tokens", "/components", "/docs", "/search"]
        if snapshot.releases.newest != nil { paths.append("/changes") }
        paths += snapshot.components.config.catalog.map { GuideLinks.component($0.about.name) }
        paths += snapshot.docs.pages.map { GuideLinks.doc($0.path) }
        return choiceCombinations.flatMap { choices in paths.map { (ExportLink(path: $0), choices) } }
    }

    /// Every modifier's contexts as query items, for previews (which also take `auto`).
    private var contextCombinations: [[QueryItems.Item]] { choiceCombinations }

    private func previewLinks() -> [ExportLink] {
        let config = snapshot.components.config
        let samples: [String?] = config.samples.isEmpty ? [nil] : config.samples.map(\.name)
        var links: [ExportLink] = []
        for entry in config.catalog {
            guard let document = config.styles[entry.about.name] else { continue }
            let path = "/preview/" + PercentEncoding.encode(entry.about.name.rawValue)
            for style in document.styleNames {
                for size in entry.about.sizes {
                    for state in entry.about.states {
                        for sample in samples {
                            var items: [QueryItems.Item] = [.init(name: "style", value: style.rawValue), .init(name: "size", value: size.rawValue),
                                                            .init(name: "state", value: state.rawValue)]
                            if let sample { items.append(.init(name: "sample", value: sample)) }
                            links += contextCombinations.map { ExportLink(path: path, query: QueryItems(items + $0)) }
                        }
                    }
                }
            }
        }
        return links
    }

    private func api() -> [ExportLink] {
        let modifiers = snapshot.tokens.modifiers
        let contexts: [[QueryItems.Item]] = modifiers.reduce([[]]) { combinations, modifier in
            combinations.flatMap { combination in modifier.contextNames.map { combination + [.init(name: modifier.name, value: $0)] } }
        }
        let everyContext = modifiers.map { [QueryItems.Item(name: $0.name, value: "*")] }
        var links = ["/api/tokens", "/api/modifiers", "/api/openapi.json", "/api/styles", "/api/components"].map { ExportLink(path: $0) }
        for format in TokenExportFormat.all {
            for permutation in [[]] + contexts + everyContext {
                links.append(ExportLink(path: "/api/tokens", query: QueryItems([.init(name: "format", value: format.rawValue)] + permutation)))
            }
        }
        for version in snapshot.releases.releases.map(\.version.text) {
            let sides: [QueryItems.Item] = [.init(name: "from", value: version), .init(name: "to", value: "current")]
            links.append(ExportLink(path: "/api/tokens/diff", query: QueryItems(sides)))
            // Every page of a long diff (the guide's pages link to theirs; the API's are listed).
            let pages = (try? snapshot.releases.pages(ReleaseLibrary.DiffKey(from: version, to: SemanticVersion.current)))?.pages ?? 1
            for page in stride(from: 2, through: pages, by: 1) {
                links.append(ExportLink(path: "/api/tokens/diff", query: QueryItems(sides + [.init(name: PageSlice.parameter, value: String(page))])))
            }
        }
        let config = snapshot.components.config
        for entry in config.catalog {
            let name = PercentEncoding.encode(entry.about.name.rawValue)
            links.append(ExportLink(path: "/api/components/" + name))
            guard let document = config.styles[entry.about.name] else { continue }
            links.append(ExportLink(path: "/api/styles/" + name))
            for style in document.styleNames {
                for size in entry.about.sizes {
                    for state in entry.about.states {
                        for permutation in contexts {
                            links.append(ExportLink(path: "/api/styles/\(name)/" + PercentEncoding.encode(style.rawValue), query: QueryItems(
                                [.init(name: "size", value: size.rawValue), .init(name: "state", value: state.rawValue)] + permutation)))
                        }
                    }
                }
            }
        }
        return links
    }

    private func assets() -> [ExportLink] {
        var links = EmbeddedFiles.below("guide/").keys.sorted().map { ExportLink(path: GuideAssets.url($0)) }
        if let publicDirectory {
            let root = publicDirectory.hasSuffix("/") ? String(publicDirectory.dropLast()) : publicDirectory
            links += FolderListing(of: root).files.map { file in
                let relative = file.path.dropFirst(root.count + 1).split(separator: "/").map { PercentEncoding.encode(String($0)) }
                return ExportLink(path: "/assets/" + relative.joined(separator: "/"))
            }.sorted { $0.path < $1.path }
        }
        return links
    }
}

import DesignSystem
import MicroHTTP

/// Where an export starts: every guide page in every choice of the modifiers, every preview of
/// the catalog (style × size × state × sample × context), the API's answers for every format and
/// permutation, the guide's own assets and the team's public files. Pages these link to are
/// found by following links. ``census`` counts them without making them.
struct ExportSeeds {
    let snapshot: Snapshot
    /// The team's public folder, served at `/assets/`.
    let publicDirectory: String?
    /// Which previews to start from.
    var previews = ExportPreviews.all

    /// The links to start from, in a fixed order: as many as ``census`` counts.
    func links() -> [(link: ExportLink, choices: [QueryItems.Item]?)] {
        let paths = guidePaths
        let guide = choiceCombinations.flatMap { choices in paths.map { (ExportLink(path: $0), Optional(choices)) } }
        let modifiers = snapshot.guideModifiers.map { PreviewEnumeration.Modifier(name: $0.name, choices: $0.choices) }
        let previewLinks = previews == .all
            ? PreviewEnumeration(config: snapshot.components.config, modifiers: modifiers).all.map { ExportLink(path: $0.path, query: QueryItems($0.items)) }
            : []
        return guide + (previewLinks + api() + storybook() + assets()).map { ($0, nil) }
    }

    /// How many starting links of each kind there are, counted before any is made (a product
    /// too large for an `Int` counts as `Int.max`).
    var census: ExportCensus {
        let modifiers = snapshot.guideModifiers
        let copies = ExportCensus.product(modifiers.map(\.choices.count))
        let permutations = ExportCensus.product(snapshot.tokens.modifiers.map(\.contextNames.count))
        let styles = styleVariants.count
        let api = ExportCensus.sum([5 + Self.llmsFiles.count, ExportCensus.product([TokenExportFormat.all.count, ExportCensus.sum([1, permutations, snapshot.tokens.modifiers.count])]),
                                    ExportCensus.sum(releaseDiffPages.map(\.pages)), snapshot.components.config.everyComponent.count,
                                    snapshot.components.config.catalog.filter { snapshot.components.config.styles[$0.about.name] != nil }.count,
                                    ExportCensus.product([styles, permutations]), storybook().count])
        return ExportCensus(modifiers: modifiers.map { ($0.name, $0.choices.count) }, guideCopies: copies, guidePagesPerCopy: guidePaths.count,
                            previewVariants: previews == .all ? PreviewEnumeration(config: snapshot.components.config, modifiers: []).count : 0, apiAnswers: api, permutations: permutations,
                            assets: assetCount)
    }

    /// `/llms.txt` and `/llms-full.txt`: the twins are found from them and from each page's alternate link.
    static let llmsFiles = [LlmsIndex.path, LlmsFull.path]

    /// Every combination of the guide's choices, the first modifier varying slowest.
    var choiceCombinations: [[QueryItems.Item]] {
        snapshot.guideModifiers.reduce([[]]) { combinations, modifier in
            combinations.flatMap { combination in modifier.choices.map { combination + [.init(name: modifier.name, value: $0)] } }
        }
    }

    /// The guide's pages each copy of the guide starts from.
    private var guidePaths: [String] {
        var paths = ["/", "/tokens", "/components", "/docs", "/search"]
        if snapshot.releases.newest != nil { paths.append("/changes") }
        paths += snapshot.components.config.everyComponent.map { GuideLinks.component($0.about.name) }
        paths += (snapshot.docs.pages + snapshot.docs.manual).map { GuideLinks.doc($0.path) }
        return paths
    }

    /// Every styled component's style × size × state, the component's name encoded for a path.
    private var styleVariants: [(component: String, style: String, size: String, state: String)] {
        PreviewEnumeration(config: snapshot.components.config, modifiers: []).components.flatMap { component in
            let name = PercentEncoding.encode(component.name.rawValue)
            return component.styles.flatMap { style in
                component.sizes.flatMap { size in component.states.map { (name, style.rawValue, size.rawValue, $0.rawValue) } }
            }
        }
    }

    private func api() -> [ExportLink] {
        let modifiers = snapshot.tokens.modifiers
        let contexts: [[QueryItems.Item]] = modifiers.reduce([[]]) { combinations, modifier in
            combinations.flatMap { combination in modifier.contextNames.map { combination + [.init(name: modifier.name, value: $0)] } }
        }
        let everyContext = modifiers.map { [QueryItems.Item(name: $0.name, value: "*")] }
        var links = ["/api/tokens", "/api/modifiers", "/api/openapi.json", "/api/styles", "/api/components"].map { ExportLink(path: $0) }
        links += Self.llmsFiles.map { ExportLink(path: $0) }
        for format in TokenExportFormat.all {
            for permutation in [[]] + contexts + everyContext {
                links.append(ExportLink(path: "/api/tokens", query: QueryItems([.init(name: "format", value: format.rawValue)] + permutation)))
            }
        }
        for (version, pages) in releaseDiffPages {
            let sides: [QueryItems.Item] = [.init(name: "from", value: version), .init(name: "to", value: SemanticVersion.current)]
            links.append(ExportLink(path: "/api/tokens/diff", query: QueryItems(sides)))
            for page in stride(from: 2, through: pages, by: 1) {
                links.append(ExportLink(path: "/api/tokens/diff", query: QueryItems(sides + [.init(name: PageSlice.parameter, value: String(page))])))
            }
        }
        let config = snapshot.components.config
        for entry in config.everyComponent {
            let name = PercentEncoding.encode(entry.about.name.rawValue)
            links.append(ExportLink(path: "/api/components/" + name))
            if config.styles[entry.about.name] != nil { links.append(ExportLink(path: "/api/styles/" + name)) }
        }
        for variant in styleVariants {
            for permutation in contexts {
                links.append(ExportLink(path: "/api/styles/\(variant.component)/" + PercentEncoding.encode(variant.style), query: QueryItems(
                    [.init(name: "size", value: variant.size), .init(name: "state", value: variant.state)] + permutation)))
            }
        }
        return links
    }

    /// The Storybook ref's files: the index, the frame's root, each entry's frame and, with published releases, the versions.
    private func storybook() -> [ExportLink] {
        guard let index = try? snapshot.storybook.index() else { return [] }
        var links = [ExportLink(path: "/index.json"), ExportLink(path: "/iframe.html")]
        if (try? snapshot.storybook.metadataResponse()) != nil { links.append(ExportLink(path: "/metadata.json")) }
        for entry in index.entries {
            links.append(ExportLink(path: "/iframe.html", query: QueryItems([.init(name: "id", value: entry.id),
                                                                             .init(name: "viewMode", value: entry.isStory ? "story" : "docs")])))
        }
        return links
    }

    /// Each release and the pages of its diff to the current tokens: every page of a long diff is
    /// an answer of the API (the guide's `/changes` pages link to theirs and are followed). A diff
    /// that cannot be made counts as one page, whose answer is the error.
    private var releaseDiffPages: [(version: String, pages: Int)] {
        snapshot.releases.releases.map(\.version.text).map { version in
            (version, (try? snapshot.releases.pages(ReleaseLibrary.DiffKey(from: version, to: SemanticVersion.current)))?.pages ?? 1)
        }
    }

    private var publicRoot: String? { publicDirectory.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } }

    private var assetCount: Int { EmbeddedFiles.below("guide/").count + (publicRoot.map { FolderListing(of: $0).files.count } ?? 0) }

    private func assets() -> [ExportLink] {
        var links = EmbeddedFiles.below("guide/").keys.sorted().map { ExportLink(path: GuideAssets.url($0)) }
        if let root = publicRoot {
            links += FolderListing(of: root).files.map { file in
                let relative = file.path.dropFirst(root.count + 1).split(separator: "/").map { PercentEncoding.encode(String($0)) }
                return ExportLink(path: "/assets/" + relative.joined(separator: "/"))
            }.sorted { $0.path < $1.path }
        }
        return links
    }
}

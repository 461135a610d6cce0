/// A Tokens Studio export loaded where a resolver is expected: its `$themes` become a DTCG
/// resolver document. Each theme group is a modifier (themes without a group share `theme`), each
/// theme a context enabling its sets; sets every theme uses, and sets any theme uses only as
/// `source`, come first, for all. A modifier's default is its first theme (Tokens Studio has none).
enum TokensStudioResolver {
    /// The resolver document for the export at `file` — one file of sets, or the `$themes.json`
    /// of the folder form (its `$metadata.json` and set files read through `source`) — with the
    /// conversion summaries; nil when `json` is neither.
    static func document(_ json: JSON, file: String, source: some TokenFileSource, strictness: Strictness,
                         limits: TokenLimits = TokenLimits()) -> (ResolverDocument?, [Diagnostic])? {
        if let sets = TokensStudioSets(json) {
            let converted = DialectConverter.convert(sets: sets.sets(file: file, base: .root))
            var tally = converted.tally
            let document = resolver(file: file, sets: sets, trees: converted.trees.map(\.set), tally: &tally)
            let summary = DialectConverter.summary(tally, file: file, dialect: .tokensStudio, strictness: strictness)
            return (document, summary.map { [$0] } ?? [])
        }
        guard let themes = json.arrayValue, !themes.isEmpty, themes.allSatisfy({ TokensStudioTheme($0) != nil }) else { return nil }
        return folder(themes: json, file: file, source: source, strictness: strictness, limits: limits)
    }

    /// The folder form: `$themes.json` beside `$metadata.json` and one file per set (`core.json`, `theme/light.json`).
    private static func folder(themes: JSON, file: String, source: some TokenFileSource,
                               strictness: Strictness, limits: TokenLimits) -> (ResolverDocument?, [Diagnostic]) {
        let metadataFile = ReferencePath.resolve("$metadata.json", from: file)
        var metadata: JSON?
        if case .success(let bytes) = source.contents(of: metadataFile, within: limits) { metadata = try? JSONParser.parse(bytes) }
        var names: [String] = [], seen = Set<String>()
        for name in (metadata?["tokenSetOrder"]?.arrayValue ?? []).compactMap(\.stringValue) where seen.insert(name).inserted {
            names.append(name)
        }
        for theme in (themes.arrayValue ?? []).compactMap(TokensStudioTheme.init) {
            for name in theme.enabled + theme.sources where seen.insert(name).inserted { names.append(name) }
        }
        var trees: [String: JSON] = [:]
        var diagnostics: [Diagnostic] = []
        var setFiles: [String: String] = [:]
        for name in names {
            let setFile = ReferencePath.resolve(name + ".json", from: file)
            switch source.contents(of: setFile, within: limits).flatMap({ TokenSource.parse($0, file: setFile) }) {
            case .success(let parsed):
                let refusals = DocumentLimits.check(parsed.document, file: setFile, limits: limits)
                guard refusals.isEmpty else { diagnostics += refusals; continue }
                trees[name] = parsed.document
                setFiles[name] = setFile
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        let sets = TokensStudioSets(trees: trees, fileOrder: names, metadata: metadata, themes: themes)
        let converted = DialectConverter.convert(sets: sets.order.map {
            DialectConverter.SetSource(name: $0, file: setFiles[$0]!, base: .root, document: trees[$0]!)
        })
        for (set, tally) in converted.trees {
            if let summary = DialectConverter.summary(tally, file: set.file, dialect: .tokensStudio, strictness: strictness) {
                diagnostics.append(summary)
            }
        }
        var tally = converted.math
        let document = resolver(file: file, sets: sets, trees: converted.trees.map(\.set), tally: &tally)
        if let summary = DialectConverter.summary(tally, file: file, dialect: .tokensStudio, strictness: strictness) {
            diagnostics.append(summary)
        }
        return (document, diagnostics)
    }

    /// The resolver document over the converted set trees, built in time linear in the themes'
    /// choices (a set is looked up by name, not searched for, however many themes and sets there are).
    private static func resolver(file: String, sets: TokensStudioSets, trees: [DialectConverter.SetSource],
                                 tally: inout ConversionTally) -> ResolverDocument {
        var document = ResolverDocument(file: file)
        let origin = TokenOrigin(file: file, pointer: JSONPointer.root.appending("$themes"), line: 1)
        let byName = Dictionary(trees.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let position = Dictionary(sets.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func source(_ name: String) -> ResolverSource? {
            byName[name].map { .inline($0.document, origin: TokenOrigin(file: $0.file, pointer: $0.base)) }
        }
        let themes = sets.themes
        // A set every theme uses (enabled or as a source), or any theme uses as a source, is shared by all.
        var usedBy: [String: Int] = [:], asSource = Set<String>()
        for theme in themes {
            for name in Set(theme.enabled + theme.sources) { usedBy[name, default: 0] += 1 }
            asSource.formUnion(theme.sources)
        }
        let shared = sets.order.filter { themes.isEmpty || usedBy[$0] == themes.count || asSource.contains($0) }
        let sharedNames = Set(shared)
        let base = ResolverSet(name: "tokens-studio", description: "the sets every theme uses",
                               sources: shared.compactMap(source), origin: origin)
        document.sets[base.name] = base
        document.order = [.set(base)]
        var groups: [String] = [], members: [String: [TokensStudioTheme]] = [:]
        for theme in themes {
            let group = theme.group ?? "theme"
            if members[group] == nil { groups.append(group) }
            members[group, default: []].append(theme)
        }
        for group in groups {
            let members = members[group]!
            let contexts = members.map { theme in
                (name: theme.name, sources: Set(theme.enabled).subtracting(sharedNames).compactMap { name in position[name].map { ($0, name) } }
                    .sorted { $0.0 < $1.0 }.compactMap { source($0.1) })
            }
            let modifier = ResolverModifier(name: group, description: nil, contexts: contexts, defaultContext: members.first?.name,
                                            origin: origin)
            document.modifiers[group] = modifier
            document.order.append(.modifier(modifier))
            tally.record(.themes, isValue: false)
            tally.note("the modifier '\(group)' defaults to its first theme, '\(members[0].name)' (Tokens Studio names no default)")
        }
        return document
    }
}

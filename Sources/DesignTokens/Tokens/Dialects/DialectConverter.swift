/// Converts token documents written in an older dialect to DTCG 2025.10 as they are loaded, and
/// says so once per file: a `dialect-converted` warning (an error when strict) counting what changed.
public enum DialectConverter {
    /// `source` in DTCG 2025.10, and the summary of its conversion (nil when it needed none).
    /// A Tokens Studio file of several sets becomes one tree, its sets merged in `$metadata` order.
    public static func convert(_ source: TokenSource, strictness: Strictness) -> (source: TokenSource, summary: Diagnostic?) {
        let dialect = DialectDetection.dialect(of: source.document, isTokenFile: true)
        guard dialect != .dtcg2025 else { return (source, nil) }
        if dialect == .figmaVariables { return FigmaResolver.defaultModes(source, strictness: strictness) }
        if let sets = TokensStudioSets(source.document), dialect == .tokensStudio {
            let converted = convert(sets: sets.sets(file: source.file, base: source.base))
            let merged = converted.trees.dropFirst().reduce(converted.trees.first?.set.document ?? .object(JSONObject())) { merged, tree in
                TokensStudioSets.merge(tree.set.document, into: merged)
            }
            var tally = converted.tally
            for _ in converted.trees { tally.record(.sets, isValue: false) }
            return (TokenSource(file: source.file, document: merged, base: source.base),
                    summary(tally, file: source.file, dialect: dialect, strictness: strictness))
        }
        let converted = convert(sets: [SetSource(name: "", file: source.file, base: source.base, document: source.document)],
                                dialect: dialect)
        let document = converted.trees.first?.set.document ?? source.document
        return (TokenSource(file: source.file, document: document, base: source.base),
                summary(converted.tally, file: source.file, dialect: dialect, strictness: strictness,
                        inPlace: convertsInPlace(dialect, source.document)))
    }

    /// One token tree to convert: a file, or one set of a Tokens Studio file.
    struct SetSource {
        let name: String
        let file: String
        let base: JSONPointer
        let document: JSON
    }

    /// Converts several trees that refer to each other (the sets of a Tokens Studio export), then
    /// evaluates their math against all of them. Returns each tree with what converting it changed,
    /// and the math evaluated (or kept), and their sum.
    static func convert(sets: [SetSource], dialect: TokenDialect = .tokensStudio)
        -> (trees: [(set: SetSource, tally: ConversionTally)], math: ConversionTally, tally: ConversionTally) {
        var trees: [(set: SetSource, tally: ConversionTally)] = []
        var pending: [[DialectWalker.PendingMath]] = []
        for set in sets {
            var walker = DialectWalker(dialect: dialect, tokenPaths: DialectWalker.tokenPaths(in: set.document, plainKeys: dialect.acceptsPlainKeys))
            let converted = set.document.objectValue.map { JSON.object(walker.group($0, at: set.base, path: [], type: nil)) } ?? set.document
            trees.append((SetSource(name: set.name, file: set.file, base: set.base, document: converted), walker.tally))
            pending.append(walker.pendingMath)
        }
        var math = MathEvaluation(trees: trees.map(\.set.document), pending: pending)
        math.run()
        var total = ConversionTally()
        for index in trees.indices {
            let set = trees[index].set
            trees[index].set = SetSource(name: set.name, file: set.file, base: set.base, document: math.trees[index])
            total.absorb(trees[index].tally)
        }
        total.absorb(math.tally)
        return (trees, math.tally, total)
    }

    /// The summary diagnostic for a converted file, nil when nothing changed.
    static func summary(_ tally: ConversionTally, file: String, dialect: TokenDialect, strictness: Strictness,
                        inPlace: Bool = false) -> Diagnostic? {
        guard !tally.isEmpty else { return nil }
        var sink = DiagnosticSink(strictness: strictness)
        sink.bend(Diagnostic(.dialectConverted, file: file, path: tally.first?.pointer ?? .root, line: tally.first?.line ?? 1,
                             tally.summary(file: file, dialect: dialect, inPlace: inPlace)))
        return sink.diagnostics.first
    }

    /// True when `diagnostic` is the reader's unknown-type report for a token this converter kept
    /// as text (its `$type` is the one `$extensions["com.swatchbook.legacy"].type` records), which
    /// the file's summary already counts.
    static func isKeptAsText(_ diagnostic: Diagnostic, in source: TokenSource) -> Bool {
        guard diagnostic.rule == .unknownType, diagnostic.path.tokens.last == "$type" else { return false }
        let below = diagnostic.path.tokens.dropFirst(source.base.tokens.count).dropLast()
        guard let token = source.document.value(at: below) else { return false }
        return token["$type"] != nil && token["$type"] == token["$extensions"]?[DialectWalker.legacyExtension]?["type"]
    }
}

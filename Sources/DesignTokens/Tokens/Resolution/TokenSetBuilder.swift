/// One token document to compose: its name for messages, and its parsed JSON.
public struct TokenSource: Sendable {
    /// The file (or other name) used in diagnostics.
    public let file: String
    /// The document.
    public let document: JSON
    /// Where the document starts in its file (a fragment of a larger file), root otherwise.
    public let base: JSONPointer
    /// What reading the file accepted beyond JSON (reported when the source is parsed).
    public let notes: JSONNotes

    /// A source from parsed JSON.
    public init(file: String, document: JSON, base: JSONPointer = .root, notes: JSONNotes = JSONNotes()) {
        self.file = file
        self.document = document
        self.base = base
        self.notes = notes
    }

    /// A source from a file's bytes, read leniently (JSONC and JSON5 syntax and repeated names are
    /// noted, and reported when it is parsed); a syntax error is returned as a diagnostic.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<TokenSource, Diagnostic> {
        do {
            let (document, notes) = try JSONParser.parseLenient(bytes)
            return .success(TokenSource(file: file, document: document, notes: notes))
        } catch {
            return .failure(Diagnostic(error, file: file))
        }
    }
}

/// Composes token documents in order and resolves them into a ``TokenSet``.
public enum TokenSetBuilder {
    /// Parses each source, merges them in order (later wins), applies `$extends`, then follows
    /// every reference. Returns the set, or nil when an error prevents it; and every diagnostic.
    public static func build(_ sources: [TokenSource], strictness: Strictness,
                             limits: TokenLimits = TokenLimits()) -> (TokenSet?, [Diagnostic]) {
        var sink = DiagnosticSink(strictness: strictness)
        for source in sources {
            DocumentLimits.check(source.document, file: source.file, base: source.base, limits: limits).forEach { sink.error($0) }
        }
        guard !sink.hasErrors else { return (nil, sink.diagnostics) }
        let root = merge(sources.map { parse($0, sink: &sink) }, sink: &sink)
        if let refusal = TokenSystem.tooManyTokens([(Permutation([:]), root.tokenCount)],
                                                   resolver: sources.first?.file ?? "", limits: limits) {
            return (nil, sink.diagnostics + [refusal])
        }
        guard let set = resolve(root, budget: CompositeBudget(limits: limits, permutations: 1), sink: &sink) else {
            return (nil, sink.diagnostics)
        }
        return (set, sink.diagnostics)
    }

    /// Reads one source into a tree, reporting structural problems. A source in an older dialect
    /// is converted to DTCG 2025.10 first, with one summary diagnostic.
    static func parse(_ source: TokenSource, sink: inout DiagnosticSink) -> TokenGroup {
        source.notes.report(file: source.file, into: &sink)
        let (source, summary) = DialectConverter.convert(source, strictness: sink.strictness)
        var parser = TokenDocumentParser(file: source.file, sink: DiagnosticSink(strictness: sink.strictness))
        let tree = parser.parse(source.document, at: source.base)
        if let summary { sink.merge([summary]) }
        sink.merge(parser.diagnostics.diagnostics.filter { !DialectConverter.isKeptAsText($0, in: source) })
        return tree
    }

    /// Merges parsed trees in order (later wins) and applies `$extends`.
    static func merge(_ trees: [TokenGroup], sink: inout DiagnosticSink) -> TokenGroup {
        guard var root = trees.first else { return TokenGroup(origin: TokenOrigin(file: "", pointer: .root)) }
        for tree in trees.dropFirst() { TokenTreeMerge.merge(tree, into: &root, sink: &sink) }
        GroupExtension.apply(to: &root, sink: &sink)
        return root
    }

    /// Resolves a merged tree, its composite values within `budget`; nil when errors were reported.
    static func resolve(_ root: TokenGroup, budget: CompositeBudget, sink: inout DiagnosticSink) -> TokenSet? {
        TokenResolution.resolve(root, strictness: sink.strictness, budget: budget, sink: &sink)
    }
}

/// A design system's tokens resolved for each permutation of its modifiers, from a resolver document.
public struct TokenSystem: Sendable {
    /// The resolver document.
    public let document: ResolverDocument
    /// The modifiers the resolution order uses, in order.
    public var modifiers: [ResolverModifier] { document.activeModifiers }
    /// The resolved tokens of each permutation that was resolved.
    public let permutations: [Permutation: TokenSet]

    /// The tokens for `inputs` (defaults filling the rest), or the problems with the inputs.
    public func tokens(for inputs: [String: String]) -> Result<TokenSet, Diagnostics> {
        ResolverInputs.permutation(for: inputs, modifiers: modifiers).flatMap { permutation in
            permutations[permutation].map { .success($0) } ?? .failure(Diagnostics([Diagnostic(.invalidValue, file: "input",
                "the permutation \(permutation) was not resolved")]))
        }
    }

    /// Which permutations to resolve.
    public enum Scope: Sendable {
        /// All of them (a server serving every theme).
        case all
        /// Only the one these inputs choose (a command printing one).
        case inputs([String: String])
        /// Every context of one modifier, the others as these inputs choose (a command printing
        /// `--input theme=*`).
        case contexts(of: String, inputs: [String: String])
    }

    /// Loads the resolver document at `file` and resolves the permutations of `scope`, reading token
    /// files through `source`. Returns the system when nothing is in error, and every diagnostic
    /// (deduplicated: a problem shared by several permutations is reported once).
    public static func load(resolver file: String, source: some TokenFileSource, scope: Scope = .all,
                            strictness: Strictness, limits: TokenLimits = TokenLimits()) -> (TokenSystem?, [Diagnostic]) {
        let bytes: [UInt8]
        switch source.contents(of: file, within: limits) {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let (parsed, parseDiagnostics) = DialectResolver.document(bytes, file: file, source: source,
                                                                       strictness: strictness, limits: limits)
            ?? ResolverParser.parse(bytes, file: file, strictness: strictness)
        guard let document = parsed else { return (nil, parseDiagnostics) }
        // Counted before any is built, whatever the scope: a resolver is refused wherever it is loaded.
        if let refusal = PermutationBudget.tooMany(document, limits: limits) { return (nil, parseDiagnostics + [refusal]) }
        var collected = DiagnosticCollection(parseDiagnostics)
        let wanted: [Permutation]
        switch scope {
        case .all: wanted = ResolverInputs.allPermutations(of: document.activeModifiers)
        case .inputs(let inputs):
            switch ResolverInputs.permutation(for: inputs, modifiers: document.activeModifiers) {
            case .success(let permutation): wanted = [permutation]
            case .failure(let problems): return (nil, parseDiagnostics + problems.list)
            }
        case .contexts(let varying, let inputs):
            guard let modifier = document.activeModifiers.first(where: { $0.name == varying }) else {
                let known = document.activeModifiers.map(\.name)
                return (nil, parseDiagnostics + [Diagnostic(.invalidValue, file: "input", path: JSONPointer(tokens: [varying]),
                    "'\(varying)' is not a modifier of the resolver"
                        + (known.isEmpty ? " (it has none)" : " (modifiers: \(known.joined(separator: ", ")))"))])
            }
            var fixed = inputs.filter { $0.key != varying }
            fixed[varying] = modifier.contextNames.first
            switch ResolverInputs.permutation(for: fixed, modifiers: document.activeModifiers) {
            case .success(let permutation):
                wanted = modifier.contextNames.map { Permutation(permutation.contexts.merging([varying: $0]) { $1 }) }
            case .failure(let problems): return (nil, parseDiagnostics + problems.list)
            }
        }
        // The composer (and the parsed files it caches) is gone before resolution starts. What the
        // sources weigh is counted before any set is merged.
        let composition = { () -> Result<[(permutation: Permutation, trees: [TokenGroup], sink: DiagnosticSink)], Diagnostic> in
            var composer = ResolverComposer(document: document, source: source, strictness: strictness, limits: limits)
            if let refusal = PermutationBudget.tooHeavy(wanted, composer: &composer, limits: limits) { return .failure(refusal) }
            return .success(wanted.map { permutation in
                var sink = DiagnosticSink(strictness: strictness)
                let trees = composer.trees(for: permutation, sink: &sink)
                return (permutation: permutation, trees: trees, sink: sink)
            })
        }()
        let composed: [(permutation: Permutation, trees: [TokenGroup], sink: DiagnosticSink)]
        switch composition {
        case .success(let made): composed = made
        case .failure(let refusal): return (nil, collected.list + [refusal])
        }
        // Each permutation resolves on its own; they share only the parsed (immutable) definitions.
        let merged = composed.concurrentMap { work in
            var sink = work.sink
            let root = TokenSetBuilder.merge(work.trees, sink: &sink)
            return (root: root, count: root.tokenCount, sink: sink)
        }
        if let refusal = Self.tooManyTokens(zip(wanted, merged.map(\.count)), resolver: file, limits: limits) {
            return (nil, collected.list + [refusal])
        }
        let budget = CompositeBudget(limits: limits, permutations: wanted.count)
        let resolved = merged.concurrentMap { work in
            var sink = work.sink
            let set = TokenSetBuilder.resolve(work.root, budget: budget, sink: &sink)
            return (set: set, sink: sink)
        }
        var permutations: [Permutation: TokenSet] = [:]
        for (work, result) in zip(composed, resolved) {
            if let set = result.set { permutations[work.permutation] = set }
            collected.add(result.sink.diagnostics, permutation: work.permutation, of: wanted.count)
        }
        let failed = permutations.count < wanted.count || collected.hasErrors
        return (failed ? nil : TokenSystem(document: document, permutations: permutations), collected.list)
    }

    /// The refusal when the permutations together hold more than `limits.tokens` tokens.
    static func tooManyTokens(_ counts: some Sequence<(Permutation, Int)>, resolver: String, limits: TokenLimits) -> Diagnostic? {
        let counts = Array(counts)
        let total = counts.reduce(0) { $0 + $1.1 }
        guard total > limits.tokens else { return nil }
        let each = counts.count == 1 ? "" : " across \(counts.count) permutations ("
            + counts.prefix(4).map { "\($0.0): \(TokenLimits.grouped($0.1))" }.joined(separator: "; ")
            + (counts.count > 4 ? "; …" : "") + ")"
        return limits.exceeded(.tokens, "the resolver's sources hold \(TokenLimits.grouped(total)) tokens\(each)", file: resolver)
    }
}

/// Diagnostics from several permutations, each problem once, noting the permutations it
/// occurs in when that is some but not all of them.
public struct DiagnosticCollection {
    private var entries: [(diagnostic: Diagnostic, permutations: [Permutation])] = []
    private var positions: [Diagnostic: Int] = [:]
    private var permutationCount = 0

    public init(_ initial: [Diagnostic]) {
        for diagnostic in initial { record(diagnostic, in: nil) }
    }

    var hasErrors: Bool { entries.contains { $0.diagnostic.severity == .error } }

    public mutating func add(_ diagnostics: [Diagnostic], permutation: Permutation, of count: Int) {
        permutationCount = count
        for diagnostic in diagnostics { record(diagnostic, in: permutation) }
    }

    private mutating func record(_ diagnostic: Diagnostic, in permutation: Permutation?) {
        if let position = positions[diagnostic] {
            if let permutation { entries[position].permutations.append(permutation) }
            return
        }
        positions[diagnostic] = entries.count
        entries.append((diagnostic, permutation.map { [$0] } ?? []))
    }

    /// Every diagnostic once, in the order first seen.
    public var list: [Diagnostic] {
        entries.map { entry in
            guard !entry.permutations.isEmpty, entry.permutations.count < permutationCount else { return entry.diagnostic }
            var noted = entry.diagnostic
            noted.message += " (with " + entry.permutations.map(\.description).joined(separator: "; ") + ")"
            return noted
        }
    }
}

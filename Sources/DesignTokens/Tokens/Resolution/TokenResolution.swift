/// Determines every token's type and follows every reference in a composed token tree.
///
/// Types come from the token's own `$type`, else the token its whole value refers to, else the
/// nearest group (DTCG 2025.10 §5.2.2); only when reading tolerantly, and none of these gives
/// one, is a type read from a value whose shape allows just one (``TokenTypeInference``). References are
/// followed depth first with an explicit stack (no recursion, so no chain is too long), and each
/// cycle is reported once. A value is checked against its type as written, then built again once
/// its references are replaced by what they lead to. Each concern is a file of its own:
/// `+Types`, `+References` and `+Values`.
struct TokenResolution {
    let flat: [FlatToken]
    let targets: ReferenceTargets
    let strictness: Strictness
    let budget: CompositeBudget
    /// The parts of the composite values built so far (see ``CompositeBudget``).
    var compositeParts = 0
    /// Steps taken over tokens and references, counted so tests can prove the work is linear.
    var steps = 0
    var sink: DiagnosticSink
    var types: [TokenType?]
    var sites: [[ReferenceSite]] = []
    /// Where each site leads, looked up once.
    var siteTargets: [[ReferenceTarget]] = []
    var written: [TokenValue?] = []
    /// Each token's whole value, when it is a reference (and whether it is a curly-brace alias).
    var wholeReferences: [(reference: TokenReference, isAlias: Bool)?] = []
    /// Where each whole-value reference leads.
    var wholeTargets: [ReferenceTarget?] = []
    var state: [State]
    var resolvedJSON: [JSON?]
    var values: [TokenValue?]
    var chains: [AliasChain]
    /// For each token, the tokens whose values refer to it.
    var referrers: [[Int]]

    enum State { case unvisited, visiting, done, failed }

    /// Resolves the tokens of `root`; nil when any token cannot be resolved (see the diagnostics).
    static func resolve(_ root: TokenGroup, strictness: Strictness, budget: CompositeBudget,
                        sink: inout DiagnosticSink) -> TokenSet? {
        resolveCountingSteps(root, strictness: strictness, budget: budget, sink: &sink).set
    }

    /// ``resolve(_:strictness:budget:sink:)``, with the steps it took.
    static func resolveCountingSteps(_ root: TokenGroup, strictness: Strictness, budget: CompositeBudget,
                                     sink: inout DiagnosticSink) -> (set: TokenSet?, steps: Int) {
        let (flat, groups) = TokenFlattening.flatten(root)
        var positions: [TokenPath: Int] = [:]
        positions.reserveCapacity(flat.count)
        for (index, token) in flat.enumerated() { positions[token.path] = index }
        var resolution = TokenResolution(flat: flat, targets: ReferenceTargets(root: root, positions: positions),
                                         strictness: strictness, budget: budget, sink: sink)
        let tokens = resolution.run()
        sink = resolution.sink
        guard let tokens, !sink.hasErrors else { return (nil, resolution.steps) }
        return (TokenSet(tokens: tokens, positions: positions, groups: groups, referrers: resolution.referrers), resolution.steps)
    }

    init(flat: [FlatToken], targets: ReferenceTargets, strictness: Strictness, budget: CompositeBudget, sink: DiagnosticSink) {
        self.flat = flat
        self.targets = targets
        self.strictness = strictness
        self.budget = budget
        self.sink = sink
        types = Array(repeating: nil, count: flat.count)
        state = Array(repeating: .unvisited, count: flat.count)
        resolvedJSON = Array(repeating: nil, count: flat.count)
        values = Array(repeating: nil, count: flat.count)
        chains = Array(repeating: .empty, count: flat.count)
        referrers = Array(repeating: [], count: flat.count)
    }

    mutating func run() -> [ResolvedToken]? {
        findWholeReferences()
        determineTypes()
        readWrittenValues()
        for start in flat.indices where state[start] == .unvisited { visit(start) }
        // What only resolving needed goes before the resolved tokens are made: this is the peak.
        wholeReferences = []
        wholeTargets = []
        siteTargets = []
        written = []
        resolvedJSON = []
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(flat.count)
        for index in flat.indices {
            guard let type = types[index], let value = values[index] else { continue }
            tokens.append(ResolvedToken(path: flat[index].path, type: type, value: value, aliasChain: chains[index],
                                        references: sites[index], deprecation: flat[index].deprecation,
                                        definition: flat[index].definition))
        }
        return tokens.count == flat.count ? tokens : nil
    }


    // MARK: Values as written

    mutating func readWrittenValues() {
        written = Array(repeating: nil, count: flat.count)
        sites = Array(repeating: [], count: flat.count)
        siteTargets = Array(repeating: [], count: flat.count)
        for index in flat.indices {
            guard let type = types[index] else { state[index] = .failed; continue }
            // A whole-value alias has nothing else to check, and its target is known.
            if type.isStandard, let whole = wholeReferences[index], whole.isAlias, let target = wholeTargets[index] {
                sites[index] = [ReferenceSite(path: [], reference: whole.reference, expectedType: type)]
                siteTargets[index] = [target]
                continue
            }
            var reader = ValueReader(origin: flat[index].definition.origin, valueMember: flat[index].definition.valueMember,
                                     strictness: strictness)
            reader.namesFix = true
            let definition = flat[index].definition
            if strictness == .tolerant, let text = PlainValues.template(value: definition.value, extensions: definition.extensions),
               let found = TokenReference.interpolations(in: text) {
                written[index] = reader.interpolated(text, found, type: type, at: [], reported: false)
            } else {
                written[index] = reader.read(definition.value, as: type)
            }
            sites[index] = reader.references
            if !reader.references.isEmpty { siteTargets[index] = reader.references.map { targets.target(of: $0.reference) } }
            for (site, target) in zip(sites[index], siteTargets[index]) {
                guard let problem = ReferenceTargets.objectPointerProblem(site.reference, target) else { continue }
                reader.sink.bend(flat[index].definition.origin.diagnostic(.invalidReference, problem, below: valueLocation(index, site.path)))
            }
            sink.merge(reader.sink.diagnostics)
            if reader.sink.hasErrors { state[index] = .failed }
        }
    }

    /// The path below token `index` of a place in its value, for diagnostics.
    func valueLocation(_ index: Int, _ path: [String]) -> [String] {
        ValueReader.location(path, member: flat[index].definition.valueMember)
    }
}

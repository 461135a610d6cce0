/// What merging a list of token sources costs, counted without merging or expanding them: a set
/// that includes a set twice, forty levels deep, weighs 2^40 sources without being walked 2^40
/// times. Sets may include sets `nestingDepth` levels deep.
struct SourceWeight: Sendable {
    /// The trees merged (a source with no tokens still costs a merge).
    var trees = 0
    /// The token definitions they hold together, each tree's counted each time it is merged.
    var tokens = 0
    /// The tokens of the largest tree: a merge of these sources holds at least that many.
    var largest = 0
    /// How deeply sets nest inside these sources (0 when they name no set).
    var depth = 0

    /// The cost of merging these sources `times` times (saturating at `Int.max`).
    func times(_ count: Int) -> SourceWeight {
        SourceWeight(trees: trees.saturatingProduct(count), tokens: tokens.saturatingProduct(count), largest: largest, depth: depth)
    }

    /// The cost of merging these sources, then `other`'s.
    func adding(_ other: SourceWeight) -> SourceWeight {
        SourceWeight(trees: trees.saturatingSum(other.trees), tokens: tokens.saturatingSum(other.tokens),
                     largest: max(largest, other.largest), depth: max(depth, other.depth))
    }

    /// The token definitions a merge counts: each tree's tokens, and at least one for each tree.
    var definitions: Int { max(tokens, trees) }
}

extension ResolverComposer {
    /// The weight of merging `sources`, each named set weighed once however often it is
    /// included. Files are parsed (and kept for the merge); a source that cannot be used weighs
    /// nothing here and is reported when it is merged, as is a circle of sets.
    mutating func weight(of sources: [ResolverSource], visiting: [String] = []) -> SourceWeight {
        var total = SourceWeight()
        for item in sources {
            switch item {
            case .inline(let json, let origin):
                guard DocumentLimits.check(json, file: origin.file, base: origin.pointer, limits: limits).isEmpty else { continue }
                var scratch = DiagnosticSink(strictness: strictness)
                let tokens = TokenSetBuilder.parse(TokenSource(file: origin.file, document: json, base: origin.pointer), sink: &scratch).tokenCount
                total = total.adding(SourceWeight(trees: 1, tokens: tokens, largest: tokens))
            case .set(let name, let origin):
                guard !visiting.contains(name), let set = document.sets[name] else { continue }
                if setWeights[name] == nil, visiting.count < limits.nestingDepth {
                    var inner = weight(of: set.sources, visiting: visiting + [name])
                    inner.depth += 1
                    setWeights[name] = inner
                }
                guard let inner = setWeights[name], visiting.count + inner.depth <= limits.nestingDepth else {
                    let chain = visiting.count > 4 ? visiting.prefix(2) + ["…"] + visiting.suffix(1) : visiting[...]
                    tooDeep = tooDeep ?? origin.diagnostic(.limitExceeded, limits.message(.nestingDepth,
                        "sets include sets more than \(limits.nestingDepth) levels deep (\((chain + [name, "…"]).joined(separator: " → ")))"))
                    continue
                }
                total = total.adding(inner)
            case .file(let path, let fragment, let overrides, let origin):
                guard isUsable(path) else { continue }
                var scratch = DiagnosticSink(strictness: strictness)
                guard let tree = fileTree(path: path, fragment: fragment, overrides: overrides, origin: origin, sink: &scratch) else { continue }
                total = total.adding(SourceWeight(trees: 1, tokens: tree.tokens, largest: tree.tokens))
            }
        }
        return total
    }
}

extension Int {
    /// The sum, or `Int.max` when it would overflow.
    func saturatingSum(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// The product, or `Int.max` when it would overflow.
    func saturatingProduct(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}

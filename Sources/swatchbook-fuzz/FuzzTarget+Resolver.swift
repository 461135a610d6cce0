import DesignTokens

extension FuzzTarget {
    /// A resolver document (DTCG Resolver Module 2025.10, or a Tokens Studio export) with the token
    /// files it names, loaded from memory as a Config's `tokens/` is: the first part is
    /// `tokens/fuzz.resolver.json`, each later part a file whose first line is its path (below
    /// `tokens/`). The default permutation alone loads as it does among all of them (when they are
    /// few), every permutation asked for is resolved, and every diagnostic names a file.
    static let resolver = FuzzTarget(name: "resolver", summary: "a resolver with its token files, from memory: one permutation and all agree") {
        input throws(FuzzFailure) in
        let parts = FuzzInput.parts(of: input)
        let resolver = "tokens/fuzz.resolver.json"
        var files = [resolver: String(decoding: parts[0], as: UTF8.self)]
        for part in parts.dropFirst() {
            let (path, contents) = FuzzInput.namedFile(part)
            files[ReferencePath.resolve(path, from: resolver)] = String(decoding: contents, as: UTF8.self)
        }
        let source = MemoryTokenFileSource(files)
        let (single, singleProblems) = TokenSystem.load(resolver: resolver, source: source, scope: .inputs([:]), strictness: .tolerant)
        for problem in singleProblems {
            try FuzzFailure.require(!problem.file.isEmpty && !problem.message.isEmpty, "a diagnostic that names no file: \(problem)")
        }
        guard let single else { return }
        guard case .success(let chosen) = single.tokens(for: [:]) else {
            throw FuzzFailure("the permutation a load resolved is not there: \(single.permutations.keys)")
        }
        // How many permutations there are is the resolver's limit to judge; all of a few are loaded here.
        let count = single.modifiers.reduce(1) { count, modifier in min(count * max(1, modifier.contexts.count), 1_000) }
        guard count <= 16 else { return }
        let (all, _) = TokenSystem.load(resolver: resolver, source: source, scope: .all, strictness: .tolerant)
        guard let all else { return } // another permutation may be in error
        try FuzzFailure.require(all.permutations.count == count, "\(count) permutations, \(all.permutations.count) resolved")
        guard case .success(let same) = all.tokens(for: [:]) else { throw FuzzFailure("the default permutation is missing among all") }
        try TokenComparison.requireSame(same.tokens, chosen.tokens, "the default permutation loaded alone and among all")
    }
}

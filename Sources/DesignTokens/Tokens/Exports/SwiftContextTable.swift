extension SwiftContextsExport {
    /// The tokens of every context of a ``ContextVariants``, by path, and which of them differ.
    struct Table {
        /// One context's tokens.
        struct Context {
            /// The context's name (`dark`).
            var name: String
            /// Its tokens that are written, in its order.
            var tokens: [ResolvedToken]
            /// The same, by path.
            var byPath: [TokenPath: ResolvedToken]

            /// The token at `path`, when the context has it.
            subscript(path: TokenPath) -> ResolvedToken? { byPath[path] }
        }

        /// Every context, the default first.
        let contexts: [Context]
        /// Every path, the default context's in its order, then those only other contexts have.
        let paths: [TokenPath]
        /// The paths whose value or type differs between contexts, or that some context lacks.
        let varying: Set<TokenPath>

        /// The table of `variants`.
        init(_ variants: ContextVariants) {
            contexts = variants.variants.indices.map { index in
                let tokens = variants.tokens(at: index)
                return Context(name: variants.variants[index].context, tokens: tokens,
                               byPath: Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
            }
            var seen: Set<TokenPath> = []
            paths = contexts.flatMap(\.tokens).map(\.path).filter { seen.insert($0).inserted }
            var varying: Set<TokenPath> = []
            for index in variants.variants.indices.dropFirst() {
                varying.formUnion(variants.differences(at: index).map(\.path))
                varying.formUnion(variants.missing(at: index))
            }
            self.varying = varying
        }

        /// The literal of the token at `path` in `contexts[index]`, when that context writes it (the
        /// default context writes all its tokens, the others those that differ) and Swift can hold it.
        func literal(_ path: TokenPath, in index: Int) -> SwiftLiteral? {
            guard index == 0 || varying.contains(path), let token = contexts[index][path] else { return nil }
            return SwiftLiteral(token.value)
        }

        /// The body of the enum of `contexts[index]`, unindented: a comment naming the differing
        /// tokens it lacks and one naming those Swift cannot hold, then a constant per differing
        /// token, named by `names`; the support types these use are added to `support`.
        func contextMembers(_ index: Int, names: [TokenPath: String], support: inout Set<SwiftSupportType>) -> [String] {
            var members: [String] = []
            var absent: [String] = []
            var left: [ResolvedToken] = []
            for path in paths where varying.contains(path) {
                guard let token = contexts[index][path] else {
                    absent.append(path.description)
                    continue
                }
                guard let literal = SwiftLiteral(token.value), let name = names[path] else {
                    left.append(token)
                    continue
                }
                support.formUnion(literal.support)
                members += SwiftExport.declaration(name, literal, notes: ExportText.notes(for: token))
            }
            var lines: [String] = []
            if !absent.isEmpty {
                lines.append(ExportText.lineComment("Not in \(contexts[index].name): " + absent.joined(separator: ", ")))
            }
            if !left.isEmpty { lines.append(SwiftExport.unrepresentable(left)) }
            return lines + members
        }
    }
}

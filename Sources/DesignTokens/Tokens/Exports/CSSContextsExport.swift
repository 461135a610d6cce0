/// Every context of one modifier in one style sheet (`theme=*`):
///
/// ```css
/// :root { color-scheme: light; --color-text-default: #1a1a1a; … }      /* the default, in full */
/// [data-theme="light"] { color-scheme: light; --color-text-default: #1a1a1a; }
/// [data-theme="dark"] { color-scheme: dark; --color-text-default: #f0f0f0; }
/// @media (prefers-color-scheme: dark) {
///   :root:not([data-theme="light"]):not([data-theme="dark"]) { color-scheme: dark; --color-text-default: #f0f0f0; }
/// }
/// ```
///
/// Every context's rule, the default's included, declares that context's value of every token
/// that varies between contexts (``ContextVariants/varyingPaths(resolveAliases:)``), so a
/// context chosen on any element holds inside another one chosen further up. A token the
/// context lacks keeps the default's value; one only other contexts have is `initial` (unset).
/// For a light/dark pair whose default is one of the two, the other one also applies when the
/// reader's system prefers it and the root names no context (any other value, such as `auto`,
/// follows the system); the pair's rules declare `color-scheme`. Attribute names and values are
/// escaped (``CSSSelectorText``).
enum CSSContextsExport {
    /// The style sheet.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let all = variants.allTokens
        let variables = try CSSVariables(all, dialect: CSSExport.dialect, numbering: options.numbersCollidingNames,
                                         hasLetterSpacing: { token in
                                             variants.variants.contains { $0.set[token.path]?.value.hasLetterSpacing == true }
                                         })
        let writer = Writer(variants: variants, all: all, variables: variables, options: options)
        var lines = options.header.map { [ExportText.blockComment($0)] } ?? []
        lines.append("\(options.selector) {")
        lines += writer.schemeLine(0) + writer.baseLines()
        lines.append("}")
        let attribute = "data-" + variants.modifier
        for index in variants.variants.indices {
            lines.append(CSSSelectorText.attribute(attribute, equals: variants.variants[index].context) + " {")
            lines += writer.schemeLine(index) + writer.contextLines(index)
            lines.append("}")
        }
        if let alternative = variants.systemAlternative {
            let unnamed = variants.variants.map { ":not(" + CSSSelectorText.attribute(attribute, equals: $0.context) + ")" }.joined()
            lines.append("@media (prefers-color-scheme: \(alternative.isDark ? "dark" : "light")) {")
            lines.append("  \(options.selector)\(unnamed) {")
            lines += (writer.schemeLine(alternative.index) + writer.contextLines(alternative.index)).map { "  " + $0 }
            lines.append("  }")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the declarations of one scope.
    private struct Writer {
        let variants: ContextVariants
        /// ``ContextVariants/allTokens``.
        let all: [ResolvedToken]
        let variables: CSSVariables
        let options: TokenExportOptions
        let varying: [TokenPath]

        init(variants: ContextVariants, all: [ResolvedToken], variables: CSSVariables, options: TokenExportOptions) {
            self.variants = variants
            self.all = all
            self.variables = variables
            self.options = options
            varying = variants.varyingPaths(resolveAliases: options.resolveAliases)
        }

        /// `color-scheme: dark;` for a context of the light/dark pair, indented; none otherwise.
        func schemeLine(_ index: Int) -> [String] {
            guard let scheme = variants.colorScheme else { return [] }
            switch variants.variants[index].context {
            case scheme.light: return ["  color-scheme: light;"]
            case scheme.dark: return ["  color-scheme: dark;"]
            default: return []
            }
        }

        /// The default context's tokens in full, with their notes, indented.
        func baseLines() -> [String] {
            let referable = resolves ? [] : writable(in: 0)
            return variables.lines(for: variants.baseTokens, resolveAliases: options.resolveAliases, notes: true) { path, _ in
                referable.contains(path)
            }.map { "  " + variables.written($0) }
        }

        /// What `variants[index]` holds for every varying token, indented.
        func contextLines(_ index: Int) -> [String] {
            let referable = resolves ? [] : writable(in: index)
            var lines: [CSSVariables.Line] = []
            let missing = variants.missing(at: index)
            if !missing.isEmpty {
                lines.append(.comment("\(variants.variants[index].context) has no \(missing.map(\.description).joined(separator: ", ")): "
                                      + "the values of \(options.selector) stand"))
            }
            for path in varying {
                guard let token = variants.token(at: index, path: path) else {
                    let position = variables.positions[path]!
                    lines.append(.declaration(name: variables.names[position], value: "initial"))
                    if let companion = variables.companions[position] { lines.append(.declaration(name: companion, value: "initial")) }
                    continue
                }
                lines += variables.lines(for: [token], resolveAliases: options.resolveAliases, notes: false) { path, _ in
                    referable.contains(path)
                }
            }
            return lines.map { "  " + variables.written($0) }
        }

        private var resolves: Bool { options.resolveAliases }

        /// The tokens a reference may lead to in the scope of `variants[index]`: those declared
        /// there or on the root whose value has a CSS form.
        private func writable(in index: Int) -> Set<TokenPath> {
            let writer = CSSValueWriter()
            return Set(all.compactMap { token in
                variants.token(at: index, path: token.path).flatMap { writer.value($0.value) == nil ? nil : $0.path }
            })
        }
    }
}

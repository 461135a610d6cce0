/// Every context of one modifier in one SCSS file (`theme=*`): the default context's variables,
/// as the single-context file writes them, then one map holding, for each context, that
/// context's value of every token that varies between contexts, keyed by variable name:
///
/// ```scss
/// $color-text-default: #1a1a1a;
/// …
/// $theme-contexts: (
///   "light": (
///     "color-text-default": #1a1a1a,
///   ),
///   "dark": (
///     "color-text-default": #f0f0f0,
///   ),
/// );
/// ```
///
/// A value holding a comma (a font family list, a shadow list) is put in parentheses, so it
/// stays one value of the map. With `resolveAliases` false, a map value refers to a variable
/// only when that token does not vary (the variable holds the default context's value). A token
/// the context lacks has the default's value; one only other contexts have is not in its map.
/// The map is named `<modifier>-contexts`, claimed with the variables' names.
enum SCSSContextsExport {
    /// The SCSS file.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let dialect = SCSSExport.dialect
        let modifier = variants.modifier
        let mapName = ExportNames.identifier(TokenNaming.kebab(TokenPath([modifier])) + "-contexts", prefix: dialect.leadingDigitPrefix)
        let variables = try CSSVariables(variants.allTokens, dialect: dialect, numbering: options.numbersCollidingNames,
                                         hasLetterSpacing: { token in
                                             variants.variants.contains { $0.set[token.path]?.value.hasLetterSpacing == true }
                                         },
                                         others: [.init(mapName, label: "the map of every context of \(modifier)")])
        var lines = options.header.map { [ExportText.lineComment($0)] } ?? []
        let base = variants.baseTokens
        let writable = options.resolveAliases ? [:] : variables.writablePositions(of: base)
        lines += variables.lines(for: base, resolveAliases: options.resolveAliases, notes: true) { path, index in
            writable[path].map { $0 < index } ?? false
        }.map(variables.written)

        let varying = variants.varyingPaths(resolveAliases: options.resolveAliases)
        let constant = Set(writable.keys).subtracting(varying)
        var contexts: [String] = []
        for (index, variant) in variants.variants.enumerated() {
            let tokens = varying.compactMap { variants.token(at: index, path: $0) }
            var entries: [String] = []
            for line in variables.lines(for: tokens, resolveAliases: options.resolveAliases, notes: false, referable: { path, _ in
                constant.contains(path)
            }) {
                switch line {
                case .comment(let text): lines.append(ExportText.lineComment("\(variant.context): \(text)"))
                case .declaration(let name, let value):
                    entries.append("    \(CSSValueWriter.quoted(name)): \(hasTopLevelComma(value) ? "(\(value))" : value),")
                }
            }
            let missing = variants.missing(at: index)
            if !missing.isEmpty {
                lines.append(ExportText.lineComment("\(variant.context) has no \(missing.map(\.description).joined(separator: ", ")): "
                                                    + "the default's values stand"))
            }
            contexts.append("  \(CSSValueWriter.quoted(variant.context)): " + (entries.isEmpty ? "()," : "(\n" + entries.joined(separator: "\n") + "\n  ),"))
        }
        lines.append(ExportText.lineComment("Every context of \(modifier) (\(variants.base.context) is the default, above): "
                                            + "its value of each token that varies between them, by variable name"))
        lines.append("$\(variables.otherNames[0]): (")
        lines += contexts
        lines.append(");")
        return lines.joined(separator: "\n") + "\n"
    }

    /// True when `value` has a comma outside parentheses, brackets, braces and quotes: inside a
    /// map it would end the value.
    static func hasTopLevelComma(_ value: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in value {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: return true
            default: break
            }
        }
        return false
    }
}

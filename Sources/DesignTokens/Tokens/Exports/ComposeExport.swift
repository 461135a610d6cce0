/// A Kotlin file for Jetpack Compose: `package designtokens`, the imports its values need, and
/// `object DesignTokens` (``TokenExportOptions/typeName``) with one `val` per token, named
/// `name/pascal` (`ColorBrand500`), its type written out.
///
/// ```kotlin
/// object DesignTokens {
///     val ColorBrand500: Color = Color(0xFF4555E1)
///     val Space4: Dp = 16.dp
/// }
/// ```
///
/// Values are always written out (see ``ComposeLiteral``). A name starting with a digit gets the
/// prefix `_`. Descriptions become KDoc, deprecations `@Deprecated`. Tokens Compose has no value
/// for are listed in one comment at the top of the object, and take no part in naming.
enum ComposeExport {
    /// The package line every Compose export starts with; Kotlin does not require the file's
    /// folder to match it.
    static let package = "designtokens"

    /// The source file.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let inText = textMeasures(in: tokens)
        var written: [(token: ResolvedToken, literal: ComposeLiteral)] = []
        var left: [ResolvedToken] = []
        for token in tokens {
            if let literal = ComposeLiteral(token.value, inText: inText.contains(token.path)) {
                written.append((token, literal))
            } else {
                left.append(token)
            }
        }
        let names = try names(of: written.map(\.token), options: options)
        var members = notes(left: left, literals: written.map(\.literal))
        for ((token, literal), name) in zip(written, names) {
            members += declaration(of: token, named: name, as: literal, type: literal.type, modifier: nil)
        }
        let imports = written.reduce(into: Set<String>()) { $0.formUnion($1.literal.imports) }
        var lines = head(options: options, imports: imports)
        lines.append("object \(KotlinText.name(options.typeName)) {")
        lines += members.map { "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names of the tokens' properties, `name/pascal`; two tokens of one name are an error.
    static func names(of tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> [String] {
        let claims = tokens.map { ExportNames.Claim(ExportNames.identifier(TokenNaming.pascal($0.path)), token: $0.path) }
        return try ExportNames.assign(claims, format: "Kotlin", separator: "_", numbering: options.numbersCollidingNames)
    }

    /// The dimension tokens among `tokens` that size or space text, written as `TextUnit`.
    static func textMeasures(in tokens: [ResolvedToken]) -> Set<TokenPath> {
        let spacing = TextSpacingTokens.paths(in: tokens)
        return TextSizeTokens.paths(in: tokens).union(spacing.letterSpacing).union(spacing.lineHeight)
    }

    /// The comments at the top of a declaration: the tokens left out, then each distinct note of
    /// `literals` once (the fonts a generic family stands in for).
    static func notes(left: [ResolvedToken], literals: [ComposeLiteral]) -> [String] {
        var lines = left.isEmpty ? [] : [KotlinText.lineComment("Not representable in Compose: " + ExportText.idList(left))]
        var seen: Set<String> = []
        for note in literals.compactMap(\.note) where seen.insert(note).inserted { lines.append(KotlinText.lineComment(note)) }
        return lines
    }

    /// The header comment, the units, the package line and the imports, sorted.
    static func head(options: TokenExportOptions, imports: Set<String>) -> [String] {
        var lines = options.header.map { [KotlinText.lineComment($0)] } ?? []
        lines.append("// Dimensions are dp (1px = 1dp, 1rem = 16dp), text sizes sp; durations are Int milliseconds.")
        lines += ["package \(package)", ""]
        lines += imports.sorted().map { "import " + $0 }
        if !imports.isEmpty { lines.append("") }
        return lines
    }

    /// The lines declaring one token's property: its KDoc (when `documented`) and deprecation
    /// (an override of a deprecated property is deprecated too, or Kotlin warns), then
    /// `modifier val Name: Type = expression` (an expression of several lines indented under it).
    static func declaration(of token: ResolvedToken, named name: String, as literal: ComposeLiteral?, type: String,
                            modifier: String?, documented: Bool = true) -> [String] {
        var lines: [String] = []
        let notes = ExportText.notes(for: token)
        if documented, let description = notes.description { lines.append(KotlinText.docComment(description)) }
        if notes.isDeprecated { lines.append("@Deprecated(\(KotlinText.string(notes.reason ?? "deprecated")))") }
        let expression = literal?.lines ?? ["null"]
        lines.append((modifier.map { $0 + " " } ?? "") + "val \(name): \(type) = \(expression[0])")
        lines += expression.dropFirst()
        return lines
    }
}

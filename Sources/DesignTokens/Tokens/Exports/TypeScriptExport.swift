/// A TypeScript module: the constants of the `js` export under the same names (so an import works
/// with either file), then `tokens`, every constant by token id, and the types `TokenName` (the
/// union of the ids) and `TokenValue<Name>`.
///
/// ```ts
/// export const ColorBrand500 = "#4555e1";
/// export const FontFamilySans = ["Inter", "sans-serif"] as const;
/// export const tokens = { "color.brand.500": ColorBrand500, … } as const;
/// export type TokenName = | "color.brand.500" | …;
/// export type TokenValue<Name extends TokenName> = (typeof tokens)[Name];
/// ```
///
/// Values are always written out, as the `js` export writes them; arrays and objects are
/// `as const`, so every value has its literal type. Token ids are dot paths, as `/api/tokens/{id}`
/// takes them. A token whose value has no JavaScript form is named in a comment and is in
/// neither `tokens` nor `TokenName`.
enum TypeScriptExport {
    /// The module's text.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let writer = CSSValueWriter()
        let literals = tokens.map { JSExport.literal($0.value, writer: writer) }
        let claims = zip(tokens, literals).compactMap { token, literal in
            literal.map { _ in ExportNames.Claim(ExportNames.identifier(TokenNaming.pascal(token.path)), token: token.path) }
        }
        // `tokens` cannot be claimed by a constant: every constant's name starts with a capital or `_`.
        var names = try ExportNames.assign(claims, format: "TypeScript", separator: "_",
                                           numbering: options.numbersCollidingNames)[...]
        var lines = options.header.map { [TypeScriptText.lineComment($0)] } ?? []
        var written: [(id: String, name: String)] = []
        for (token, literal) in zip(tokens, literals) {
            lines += JSExport.documentation(token, note: literal?.note)
            guard let literal else {
                lines.append(TypeScriptText.lineComment("\(token.path) is left out: its value has no JavaScript form"))
                continue
            }
            let name = names.removeFirst()
            lines.append("export const \(name) = \(TypeScriptText.constant(literal.text));")
            written.append((token.path.description, name))
        }
        if !lines.isEmpty { lines.append("") }
        lines.append("/** Every token by its id (dot path), as `/api/tokens/{id}` names it. */")
        lines += TypeScriptText.object("export const tokens = ", members: written.map { (TypeScriptText.string($0.id), $0.name) },
                                       end: " as const;")
        lines += [""] + TypeScriptText.nameUnion(written.map(\.id))
        lines += ["", "/** The type of the value of the token `Name`. */",
                  "export type TokenValue<Name extends TokenName> = (typeof tokens)[Name];"]
        return lines.joined(separator: "\n") + "\n"
    }
}

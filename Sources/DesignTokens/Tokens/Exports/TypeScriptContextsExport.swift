/// Every context of one modifier as a TypeScript module: one object of every token by id per
/// context, all of one interface.
///
/// ```ts
/// export type TokenName = | "color.background" | …;
/// export interface Tokens { readonly "color.background": string; … }
/// export type TokenValue<Name extends TokenName> = Tokens[Name];
/// export const light: Tokens = { "color.background": "#ffffff", … };
/// export const dark: Tokens = { ...light, "color.background": "#101014" };
/// export const theme = { "light": light, "dark": dark } as const;
/// export type Theme = keyof typeof theme;
/// ```
///
/// The default context is written in full; every other spreads it and writes what differs. A
/// token the default context lacks is optional in `Tokens`; a context that lacks a token the
/// default has keeps the default's value (named in a comment), as a stylesheet's `:root` value stays.
/// Each value's type is widened from its literal (``TypeScriptText/type(of:)``), joined with `|`
/// when contexts differ. Context objects are named `name/camel` (`high-contrast` →
/// `highContrast`), the object of every context after the modifier (`theme`), its key type
/// `name/pascal` (`Theme`).
enum TypeScriptContextsExport {
    /// The module's text.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let writer = CSSValueWriter()
        let modifier = variants.modifier
        let modifierObject = ExportNames.identifier(TokenNaming.camel(TokenPath([modifier])), reserved: TypeScriptText.reserved)
        let modifierType = ExportNames.identifier(TokenNaming.pascal(TokenPath([modifier])))
        let names = try ContextIdentifiers(variants, style: TokenNaming.camel, reserved: TypeScriptText.reserved, others: [
            (modifierObject, "the object of every context of '\(modifier)'"), ("Tokens", "the interface Tokens"),
            ("TokenName", "the type TokenName"), ("TokenValue", "the type TokenValue"),
            (modifierType, "the type of the names of the contexts of '\(modifier)'"),
        ], format: "TypeScript").contexts

        // Every token written in some context, in order of first appearance, with its types.
        var order: [TokenPath] = []
        var members: [TokenPath: (types: [String], token: ResolvedToken)] = [:]
        var written: [[(key: String, value: String)]] = []
        var unwritable: [[TokenPath]] = []
        for index in variants.variants.indices {
            var values: [(key: String, value: String)] = []
            var lacking: [TokenPath] = []
            for token in index == 0 ? variants.baseTokens : variants.differences(at: index) {
                guard let literal = JSExport.literal(token.value, writer: writer) else {
                    lacking.append(token.path)
                    continue
                }
                values.append((TypeScriptText.string(token.path.description), literal.text))
                let type = TypeScriptText.type(of: token.value)
                if let member = members[token.path] {
                    if !member.types.contains(type) { members[token.path]?.types.append(type) }
                } else {
                    order.append(token.path)
                    members[token.path] = ([type], token)
                }
            }
            written.append(values)
            unwritable.append(lacking)
        }
        // Every context spreads the default, so what the default holds is in every context.
        let inEveryContext = Set(written[0].map(\.key))

        var lines = options.header.map { [TypeScriptText.lineComment($0)] } ?? []
        lines += TypeScriptText.nameUnion(order.map(\.description))
        lines += ["", TypeScriptText.docComment("The value of every token in one context of \(modifier)."), "export interface Tokens {"]
        for path in order {
            guard let member = members[path] else { continue }
            let key = TypeScriptText.string(path.description)
            lines += JSExport.documentation(member.token, note: nil).map { "  " + $0 }
            lines.append("  readonly \(key)\(inEveryContext.contains(key) ? "" : "?"): \(member.types.joined(separator: " | "));")
        }
        lines += ["}", "", "/** The type of the value of the token `Name`. */",
                  "export type TokenValue<Name extends TokenName> = Tokens[Name];"]

        let base = variants.base.context
        for (index, variant) in variants.variants.enumerated() {
            let lacking = (index == 0 ? [] : variants.missing(at: index)) + unwritable[index]
            let what = index == 0 ? "the default context" : "what differs from \(base)"
            lines.append("")
            if !lacking.isEmpty {
                let list = lacking.map(\.description).joined(separator: ", ")
                lines.append(TypeScriptText.lineComment(index == 0 ? "Left out, with no JavaScript form: \(list)"
                    : "\(base)'s values stay for what \(variant.context) lacks: \(list)"))
            }
            lines.append(TypeScriptText.docComment("\(modifier)=\(variant.context): \(what)."))
            lines += TypeScriptText.object("export const \(names[index]): Tokens = ", spreading: index == 0 ? nil : names[0],
                                           members: written[index], end: ";")
        }
        lines += ["", TypeScriptText.docComment("Every context of \(modifier) by name, \(base) (the default) first.")]
        lines += TypeScriptText.object("export const \(modifierObject) = ",
                                       members: zip(variants.variants, names).map { (TypeScriptText.string($0.context), $1) },
                                       end: " as const;")
        lines += ["", TypeScriptText.docComment("The name of a context of \(modifier)."),
                  "export type \(modifierType) = keyof typeof \(modifierObject);"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Every context of one modifier in one ES module (`theme=*`): the default context's constants,
/// as the single-context module writes them, then every context as one frozen object of every
/// token's value in it, written as the default's values with what the context changes:
///
/// ```js
/// export const ColorTextDefault = "#1a1a1a";
/// …
/// export const modifier = "theme";
/// export const defaultContext = "light";
/// const defaults = Object.freeze({ ColorTextDefault, … });
/// export const contexts = Object.freeze({
///   "light": defaults,
///   "dark": Object.freeze({ ...defaults, ColorTextDefault: "#f0f0f0" }),
/// });
/// ```
///
/// A token the context lacks keeps the default's value; one only other contexts have is in
/// their objects alone. ``TypeScriptDeclarationsExport`` declares the same names (``JSContextsModule``).
enum JSContextsExport {
    /// The module's text.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let module = try JSContextsModule(variants, options: options)
        let writer = CSSValueWriter()
        var lines = options.header.map { [ExportText.lineComment($0)] } ?? []
        lines += JSExport.constants(module.baseTokens, names: module.baseNames)
        lines += [module.modifierNote, "export const \(module.modifierName) = \(JSExport.string(variants.modifier));"]
        lines += [module.defaultNote, "export const \(module.defaultName) = \(JSExport.string(variants.base.context));"]
        lines.append("const \(module.defaultsName) = Object.freeze({")
        lines += zip(module.baseTokens, module.baseNames).compactMap { token, name in
            JSExport.literal(token.value, writer: writer) == nil ? nil : "  \(name),"
        }
        lines.append("});")
        lines += [module.contextsNote, "export const \(module.contextsName) = Object.freeze({"]
        for context in module.contexts {
            let key = JSExport.string(context.name)
            guard !context.isDefault else {
                lines.append("  \(key): \(module.defaultsName),")
                continue
            }
            lines.append("  \(key): Object.freeze({")
            lines.append("    ...\(module.defaultsName),")
            if let note = context.missingNote { lines.append("    " + ExportText.lineComment(note)) }
            for token in context.changes {
                guard let value = JSExport.literal(token.value, writer: writer) else {
                    lines.append("    " + JSExport.leftOut(token))
                    continue
                }
                lines.append("    \(module.name(of: token)): \(value.text),")
            }
            lines.append("  }),")
        }
        lines.append("});")
        return lines.joined(separator: "\n") + "\n"
    }
}

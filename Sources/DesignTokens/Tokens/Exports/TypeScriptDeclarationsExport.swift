/// The TypeScript declarations (`tokens.d.ts`) of the JavaScript module (``JSExport``): one
/// `export declare const ColorBrand500: string;` per constant, with the same JSDoc, and for the
/// module of every context (``JSContextsExport``) also `modifier`, `defaultContext`, the
/// interface `Tokens` (every token's value in one context) and `contexts`. A context whose
/// object has names or types the default's has not is typed `Omit<Tokens, …> & { … }`.
enum TypeScriptDeclarationsExport {
    /// The declarations of the module of `tokens`.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let names = try JSExport.names(of: tokens, options: options)
        let lines = (options.header.map { [ExportText.lineComment($0)] } ?? []) + declarations(tokens, names: names)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The declarations of the module of every context of `variants`.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let module = try JSContextsModule(variants, options: options)
        var lines = options.header.map { [ExportText.lineComment($0)] } ?? []
        lines += declarations(module.baseTokens, names: module.baseNames)
        lines += [module.modifierNote, "export declare const \(module.modifierName): \(JSExport.string(variants.modifier));"]
        lines += [module.defaultNote, "export declare const \(module.defaultName): \(JSExport.string(variants.base.context));"]
        let writer = CSSValueWriter()
        var baseTypes: [String: String] = [:]
        lines.append(JSContextsModule.doc("Every token's value in one context of \(variants.modifier)."))
        lines.append("export interface Tokens {")
        for (token, name) in zip(module.baseTokens, module.baseNames) where JSExport.literal(token.value, writer: writer) != nil {
            let type = TypeScriptTypes.type(of: token.value)
            baseTypes[name] = type
            lines.append("  readonly \(name): \(type);")
        }
        lines.append("}")
        lines += [module.contextsNote, "export declare const \(module.contextsName): {"]
        for context in module.contexts {
            var changed: [(name: String, type: String)] = []
            for token in context.changes where JSExport.literal(token.value, writer: writer) != nil {
                let name = module.name(of: token), type = TypeScriptTypes.type(of: token.value)
                if baseTypes[name] != type { changed.append((name, type)) }
            }
            lines.append("  readonly \(JSExport.string(context.name)): \(contextType(changed, baseTypes: baseTypes));")
        }
        lines.append("};")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Tokens`, or with names the default lacks or whose type differs:
    /// `Omit<Tokens, "A"> & { readonly A: number; readonly B: string }`.
    private static func contextType(_ changed: [(name: String, type: String)], baseTypes: [String: String]) -> String {
        guard !changed.isEmpty else { return "Tokens" }
        let retyped = changed.filter { baseTypes[$0.name] != nil }.map { JSExport.string($0.name) }
        let base = retyped.isEmpty ? "Tokens" : "Omit<Tokens, " + retyped.joined(separator: " | ") + ">"
        return base + " & { " + changed.map { "readonly \($0.name): \($0.type)" }.joined(separator: "; ") + " }"
    }

    /// `export declare const Name: type;` for each token (with its JSDoc), or the comment saying it is left out.
    private static func declarations(_ tokens: [ResolvedToken], names: [String]) -> [String] {
        let writer = CSSValueWriter()
        var lines: [String] = []
        for (token, name) in zip(tokens, names) {
            let value = JSExport.literal(token.value, writer: writer)
            lines += JSExport.documentation(token, note: value?.note)
            guard value != nil else {
                lines.append(JSExport.leftOut(token))
                continue
            }
            lines.append("export declare const \(name): \(TypeScriptTypes.type(of: token.value));")
        }
        return lines
    }
}

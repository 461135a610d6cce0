/// Every context of one modifier in one JSON answer (`theme=*`), for the two JSON formats.
///
/// DTCG: a resolver document (DTCG 2025.10 Resolver Module) with its token documents inline:
/// the set `tokens` holds the default context in full, and the modifier's contexts what each
/// changes (the default's list is empty), so any DTCG tool, `swatchbook tokens --resolver`
/// included, resolves every context from this one file:
///
/// ```json
/// {"version": "2025.10", "sets": {"tokens": {"sources": [{…the default…}]}},
///  "modifiers": {"theme": {"contexts": {"light": [], "dark": [{…what dark changes…}]}, "default": "light"}},
///  "resolutionOrder": [{"$ref": "#/sets/tokens"}, {"$ref": "#/modifiers/theme"}]}
/// ```
///
/// Flat: `{"modifier": "theme", "default": "light", "contexts": {"light": {…every token…},
/// "dark": {…what dark changes…}}}`, each context an object of the flat format.
///
/// What a context changes is its tokens whose value differs from the default's (with
/// `resolveAliases` false, whose value as written differs) or that the default lacks; a token the
/// context lacks keeps the default's value.
enum JSONContextsExport {
    /// The resolver document.
    static func dtcg(_ variants: ContextVariants, options: TokenExportOptions) -> String {
        let modifier = variants.modifier
        let contexts = variants.variants.indices.map { index -> (String, JSON) in
            guard index > 0 else { return (variants.base.context, .array([])) }
            let changes = variants.writtenDifferences(at: index, resolveAliases: options.resolveAliases)
            let sources: [JSON] = changes.isEmpty ? [] : [DTCGExport.document(changes, from: variants.variants[index].set, options: options)]
            return (variants.variants[index].context, .array(sources))
        }
        let document: JSON = .object(JSONObject([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("sets", .object(JSONObject([
                (setName, .object(JSONObject([
                    ("sources", .array([DTCGExport.document(variants.baseTokens, from: variants.base.set, options: options)])),
                ]))),
            ]))),
            ("modifiers", .object(JSONObject([
                (modifier, .object(JSONObject([
                    ("contexts", .object(JSONObject(contexts))),
                    ("default", .string(variants.base.context)),
                ]))),
            ]))),
            ("resolutionOrder", .array([
                .object(JSONObject([("$ref", .string("#/sets/" + pointerToken(setName)))])),
                .object(JSONObject([("$ref", .string("#/modifiers/" + pointerToken(modifier)))])),
            ])),
        ]))
        return document.serialized(pretty: true) + "\n"
    }

    /// The flat object of every context.
    static func flat(_ variants: ContextVariants, options: TokenExportOptions) -> String {
        let contexts = variants.variants.indices.map { index -> (String, JSON) in
            let tokens = index == 0 ? variants.baseTokens : variants.writtenDifferences(at: index, resolveAliases: options.resolveAliases)
            return (variants.variants[index].context, FlatExport.object(tokens, options: options))
        }
        let object: JSON = .object(JSONObject([
            ("modifier", .string(variants.modifier)),
            ("default", .string(variants.base.context)),
            ("contexts", .object(JSONObject(contexts))),
        ]))
        return object.serialized(pretty: true) + "\n"
    }

    /// The name of the set holding the default context.
    static let setName = "tokens"

    /// `name` as one reference token of a JSON Pointer: `~` as `~0`, `/` as `~1`.
    private static func pointerToken(_ name: String) -> String {
        var token = ""
        for character in name {
            switch character {
            case "~": token += "~0"
            case "/": token += "~1"
            default: token.append(character)
            }
        }
        return token
    }
}

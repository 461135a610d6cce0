/// One JSON object from token id to `{"$type": …, "$value": …}`, in set order.
///
/// The id is the dot path as written, `$root` included (`color.action.primary.$root`). The
/// value is in DTCG form (``TokenValue/json``), or as written, references kept, when not resolving.
enum FlatExport {
    /// The pretty-printed object.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) -> String {
        object(tokens, options: options).serialized(pretty: true) + "\n"
    }

    /// The object, as JSON.
    static func object(_ tokens: [ResolvedToken], options: TokenExportOptions) -> JSON {
        let members = tokens.map { token -> (String, JSON) in
            (token.path.description, [
                "$type": .string(token.type.rawValue),
                "$value": options.resolveAliases ? token.value.json : token.writtenValue,
            ])
        }
        return .object(JSONObject(members))
    }
}

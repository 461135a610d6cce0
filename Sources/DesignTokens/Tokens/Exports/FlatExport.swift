/// One JSON object from token id to `{"$type": …, "$value": …}`, in set order.
///
/// The id is the dot path as written, `$root` included (`color.action.primary.$root`). The
/// value is in DTCG form (``TokenValue/json``), or as written, references kept, when not resolving.
enum FlatExport {
    /// The pretty-printed object.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) -> String {
        let members = tokens.map { token -> (String, JSON) in
            (token.path.description, [
                "$type": .string(token.type.rawValue),
                "$value": options.resolveAliases ? token.value.json : token.writtenValue,
            ])
        }
        return JSON.object(JSONObject(members)).serialized(pretty: true) + "\n"
    }
}

/// Tokens of a type DTCG 2025.10 lacks (an `asset`, a `content` string, math that was not exact),
/// kept as text when an older dialect is converted. The DTCG export cannot write them as tokens
/// and stay strict, so it keeps them in their group's `$extensions`:
/// `{"com.swatchbook.legacy": {"tokens": {"logo": {"$type": "asset", "$value": "img/logo.png"}}}}`.
enum LegacyTextTokens {
    /// `extensions` (a group's own, perhaps nil) with `tokens` added under the legacy key; nil when
    /// there is nothing to write.
    static func extensions(_ extensions: JSON?, keeping tokens: [(String, JSON)]) -> JSON? {
        guard !tokens.isEmpty else { return extensions }
        var all = extensions?.objectValue ?? JSONObject()
        var legacy = all[DialectWalker.legacyExtension]?.objectValue ?? JSONObject()
        var kept = legacy["tokens"]?.objectValue ?? JSONObject()
        for (name, token) in tokens { kept.setValue(token, forKey: name) }
        legacy.setValue(.object(kept), forKey: "tokens")
        all.setValue(.object(legacy), forKey: DialectWalker.legacyExtension)
        return .object(all)
    }
}

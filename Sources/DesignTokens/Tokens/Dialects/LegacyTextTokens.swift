/// Tokens of a type DTCG 2025.10 lacks (an `asset`, a `content` string, math that was not exact),
/// kept as text when an older dialect is converted. The DTCG export cannot write them as tokens
/// and stay strict, so it keeps them in their group's `$extensions`:
/// `{"com.swatchbook.legacy": {"tokens": {"logo": {"$type": "asset", "$value": "img/logo.png"}}}}`.
///
/// A text that holds braces (a template or math with references, such as `"{a} * 1em"`) would
/// read as a malformed reference, so its value is written `{"text": "{a} * 1em"}`.
enum LegacyTextTokens {
    /// The `$value` of a token kept as text: `written`, or `{"text": written}` when it holds a brace.
    static func value(_ written: JSON) -> JSON {
        guard let text = written.stringValue, text.contains("{") else { return written }
        return ["text": .string(text)]
    }

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

/// Style Dictionary's plain values: a leaf of a classic file that is no token (`"baseline": "16"`,
/// `"unit": "px"`), which other tokens refer to and interpolate (`"{globals.baseline}{globals.unit}"`).
///
/// Each becomes a token kept as text (type `string`, marked `plain` in the legacy extension), so
/// references reach it across files and contexts like any other token. Its text takes the type of
/// the place that uses it: a typed token whose value interpolates text (marked `template` by the
/// converter) is read, once interpolated, as Style Dictionary meant (`"16px"` a dimension), and so
/// is a typed alias to a plain value.
enum PlainValues {
    /// The member of `$extensions["com.swatchbook.legacy"]` that marks a plain value.
    static let plainKey = "plain"
    /// The member of `$extensions["com.swatchbook.legacy"]` keeping a typed value's template text.
    static let templateKey = "template"

    /// The token a plain leaf becomes; nil when `value` is no plain leaf (an object, array, bool or null).
    static func token(_ value: JSON) -> JSONObject? {
        guard value.stringValue != nil || value.doubleValue != nil else { return nil }
        let legacy: JSON = ["type": "string", plainKey: true]
        return JSONObject([("$type", "string"), ("$value", value), ("$extensions", [DialectWalker.legacyExtension: legacy])])
    }

    /// True when `extensions` (a token's `$extensions`) mark it a plain value.
    static func isPlain(_ extensions: JSON?) -> Bool {
        extensions?[DialectWalker.legacyExtension]?[plainKey]?.boolValue == true
    }

    /// The template text of a converted token whose value interpolates text: its `$value`, when
    /// `$extensions` record that same text as the template; nil otherwise.
    static func template(value: JSON, extensions: JSON?) -> String? {
        guard let text = value.stringValue,
              extensions?[DialectWalker.legacyExtension]?[templateKey]?.stringValue == text else { return nil }
        return text
    }

    /// `text` as a value of `type`, read the way Style Dictionary's classic files write values
    /// (`"16px"` a dimension, `"16"` in rem, `"#f00"` a colour); the text itself for a type DTCG lacks.
    static func typed(_ text: String, as type: TokenType) -> JSON {
        guard type.isStandard else { return .string(text) }
        var converter = LegacyValueConverter(dialect: .styleDictionary)
        return converter.convert(.string(text), as: type)
    }
}

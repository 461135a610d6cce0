/// The type names of Style Dictionary and Tokens Studio, and the DTCG 2025.10 type each becomes.
enum LegacyTypes {
    /// Tokens Studio's own type names (and the DTCG type each maps to); `nil` for types DTCG lacks.
    static let tokensStudio: [String: TokenType?] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "letterSpacing": .dimension, "lineHeights": .number, "fontWeights": .fontWeight, "fontFamilies": .fontFamily,
        "opacity": .number, "boxShadow": .shadow,
        "text": nil, "other": nil, "textCase": nil, "textDecoration": nil, "composition": nil, "asset": nil, "boolean": nil,
    ]

    /// Style Dictionary's type names beyond DTCG's own; `nil` for types DTCG lacks.
    static let styleDictionary: [String: TokenType?] = [
        "fontSize": .dimension, "size": .dimension, "time": .duration, "lineHeight": .number, "opacity": .number,
        "asset": nil, "content": nil, "html": nil, "string": nil, "boolean": nil,
    ]

    /// How a written type name reads: a DTCG type (perhaps renamed), or nil when DTCG has none
    /// for it (the token is kept as text). `renamed` is true when the name was not DTCG's.
    static func map(_ name: String) -> (type: TokenType?, renamed: Bool) {
        let type = TokenType(name)
        if type.isStandard { return (type, false) }
        if let mapped = tokensStudio[name] ?? styleDictionary[name] { return (mapped, true) }
        return (nil, true)
    }

    /// True when `name` is a type only Tokens Studio uses (evidence that a file is its export).
    static func isTokensStudioOnly(_ name: String) -> Bool {
        tokensStudio[name] != nil && !TokenType(name).isStandard && styleDictionary[name] == nil
    }

    /// The type Style Dictionary's CTI convention gives a token at `path` (category, type, item…),
    /// where it is exact: category `color`, `size` (dimension), `time` (milliseconds), and
    /// `font` with type `family` or `weight`.
    static func fromCategory(_ path: [String]) -> TokenType? {
        switch path.first {
        case "color": return .color
        case "size": return path.count > 1 && path[1] == "lineHeight" ? .number : .dimension
        case "time": return .duration
        case "font":
            guard path.count > 1 else { return nil }
            switch path[1] {
            case "family": return .fontFamily
            case "weight": return .fontWeight
            default: return nil
            }
        default: return nil
        }
    }

    /// The type a literal's own syntax says, where it cannot be anything else: a JSON number is a
    /// number; a string in px or rem a dimension, in ms or s a duration; a hex, rgb() or hsl()
    /// string a colour.
    static func fromLiteral(_ value: JSON) -> TokenType? {
        if value.doubleValue != nil { return .number }
        guard let text = value.stringValue else { return nil }
        if let measure = LegacyMeasure.split(text) {
            switch measure.unit {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            default: return nil
            }
        }
        return LegacyColor.parse(text, allowingNames: false) != nil ? .color : nil
    }
}

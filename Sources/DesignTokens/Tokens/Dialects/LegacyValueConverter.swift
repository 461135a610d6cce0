/// Converts one token's value, written the way an older dialect wrote it, to DTCG 2025.10 form,
/// counting each change. A value it cannot read is returned as written, for the value reader to
/// report; a value already in DTCG form is returned unchanged.
struct LegacyValueConverter {
    /// The dialect of the file (it decides what a unitless dimension means).
    let dialect: TokenDialect
    /// The changes made so far.
    var tally = ConversionTally()
    /// Members of the value with no place in DTCG 2025.10 (a typography's `textCase`, a weight's
    /// italic), to be kept in the token's `$extensions`; emptied by the caller after each token.
    var moved: [(String, JSON)] = []

    init(dialect: TokenDialect) { self.dialect = dialect }

    /// `json` as a DTCG value of `type`.
    mutating func convert(_ json: JSON, as type: TokenType) -> JSON {
        if Self.isAlias(json) { return json }
        switch type {
        case .color: return replace(json, LegacyColor.parse(json.stringValue ?? "")?.json, .colour)
        case .dimension: return replace(json, LegacyMeasure.dimension(json, unitless: dialect.unitlessDimension), .dimension)
        case .duration: return replace(json, LegacyMeasure.duration(json), .duration)
        case .number: return json.stringValue == nil ? json : replace(json, LegacyMeasure.number(json).map(JSON.number), .number)
        case .fontFamily: return replace(json, LegacyFont.families(json), .fontFamily)
        case .fontWeight:
            guard let (weight, style) = LegacyFont.weight(json) else { return json }
            if let style { moved.append(("fontStyle", .string(style))) }
            return replace(json, .number(weight), .fontWeight)
        case .cubicBezier: return replace(json, json.stringValue.flatMap(LegacyCurves.points), .cubicBezier)
        case .shadow: return shadow(json)
        case .border: return border(json)
        case .typography: return typography(json)
        case .transition: return transition(json)
        case .gradient: return gradient(json)
        default: return json
        }
    }

    /// `converted` in place of `json`, counted as `change`; `json` when there is no conversion.
    mutating func replace(_ json: JSON, _ converted: JSON?, _ change: ConversionTally.Change) -> JSON {
        guard let converted, converted != json else { return json }
        tally.record(change)
        return converted
    }

    /// True for a whole-value reference, `{a.b}` or `{"$ref": …}`.
    static func isAlias(_ json: JSON) -> Bool {
        if let text = json.stringValue {
            return text.hasPrefix("{") && text.hasSuffix("}") && text.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
        }
        return json.objectValue?["$ref"] != nil
    }
}

/// The easing keywords of CSS and `cubic-bezier(…)` strings, as the four numbers DTCG uses.
enum LegacyCurves {
    /// The four points of `text`, or nil.
    static func points(_ text: String) -> JSON? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if let named = keywords[trimmed] { return .array(named.map(JSON.number)) }
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let numbers = trimmed.dropFirst("cubic-bezier(".count).dropLast()
            .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        return numbers.count == 4 ? .array(numbers.map(JSON.number)) : nil
    }

    /// The curves CSS defines for its easing keywords.
    private static let keywords: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
        "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
    ]
}

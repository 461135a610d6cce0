/// Dimensions and durations written as strings or bare numbers (`"16px"`, `"1.5rem"`, `"0.2s"`, `8`).
enum LegacyMeasure {
    /// `"16px"` → (16, "px"), `"8"` → (8, ""); nil when the text is not a number followed by an
    /// optional unit of letters or `%`.
    static func split(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingWhitespace()
        let unitStart = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }) ?? trimmed.endIndex
        let number = trimmed[..<unitStart]
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }),
              let value = Double(number) else { return nil }
        let unit = String(trimmed[unitStart...])
        return unit.allSatisfy({ $0.isLetter || $0 == "%" }) ? (value, unit) : nil
    }

    /// A dimension object from a string or number; nil when it is neither or its unit is not one
    /// DTCG 2025.10 allows (such as `em`, which is left for the reader to report). A unitless
    /// number takes `unitless`; `pt`, `dp` and `sp` are pixels.
    static func dimension(_ json: JSON, unitless: String) -> JSON? {
        guard let (value, unit) = measure(json) else { return nil }
        switch unit {
        case "": return object(value, value == 0 ? "px" : unitless)
        case "px", "rem": return object(value, unit)
        case "pt", "dp", "sp": return object(value, "px")
        default: return nil
        }
    }

    /// A duration object from a string or number; a unitless number is milliseconds.
    static func duration(_ json: JSON) -> JSON? {
        guard let (value, unit) = measure(json) else { return nil }
        switch unit {
        case "": return object(value, "ms")
        case "ms", "s": return object(value, unit)
        default: return nil
        }
    }

    /// A number from a JSON number, a numeric string, or a percentage (`"50%"` → 0.5).
    static func number(_ json: JSON) -> Double? {
        guard let (value, unit) = measure(json) else { return nil }
        switch unit {
        case "": return value
        case "%": return value / 100
        default: return nil
        }
    }

    /// The number and unit of a JSON number or a measure string.
    private static func measure(_ json: JSON) -> (value: Double, unit: String)? {
        if let number = json.doubleValue { return (number, "") }
        return json.stringValue.flatMap(split)
    }

    /// `{"value": value, "unit": unit}`.
    static func object(_ value: Double, _ unit: String) -> JSON {
        ["value": .number(value), "unit": .string(unit)]
    }
}

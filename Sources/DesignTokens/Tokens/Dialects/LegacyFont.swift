/// Font weights written as names or numeric strings, and font families written as one comma list.
enum LegacyFont {
    /// The weight `json` names: a number or numeric string in 1–1000, or a weight name in any case
    /// and spacing (`"Semi Bold"`, `"SemiBold"`, `"semi-bold"` are 600), including the German names
    /// Tokens Studio knows. A trailing `italic`/`oblique` is cut off and returned as the style.
    /// Nil when the value is already DTCG (a number, or an exact lowercase keyword) or unknown.
    static func weight(_ json: JSON) -> (weight: Double, style: String?)? {
        guard let text = json.stringValue else { return nil }
        if FontWeightValue.keywords.contains(where: { $0.0 == text }) { return nil }
        var words = text.trimmingWhitespace().lowercased()
        var style: String?
        for suffix in ["italic", "oblique"] where words.hasSuffix(suffix) {
            style = suffix
            words = String(words.dropLast(suffix.count)).trimmingWhitespace()
        }
        if let number = Double(words), (1...1000).contains(number) { return (number, style) }
        let key = String(words.filter { $0 != " " && $0 != "-" && $0 != "_" })
        if key.isEmpty, style != nil { return (400, style) }
        return names[key].map { ($0, style) }
    }

    /// The family list `"Inter, 'Helvetica Neue', sans-serif"` → `["Inter", "Helvetica Neue", "sans-serif"]`:
    /// split on commas outside quotes, trimmed, outer quotes removed. Nil when there is no comma.
    static func families(_ json: JSON) -> JSON? {
        guard let text = json.stringValue, text.contains(",") else { return nil }
        var names: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                names.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current.trimmingWhitespace())
        let kept = names.filter { !$0.isEmpty }
        return kept.isEmpty ? nil : .array(kept.map(JSON.string))
    }

    /// Weight names without spaces, hyphens or underscores, and their weights.
    private static let names: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
        "extraleicht": 200, "leicht": 300, "buch": 400, "kraeftig": 500, "kräftig": 500, "halbfett": 600,
        "dreiviertelfett": 700, "fett": 800, "extrafett": 900, "super": 900, "ultra": 950,
    ]
}

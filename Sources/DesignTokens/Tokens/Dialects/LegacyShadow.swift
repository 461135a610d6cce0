/// CSS shorthand strings for shadows and borders, split into DTCG members (still as written;
/// the converter then converts each member as its type). A whole-value reference may stand for
/// any member, so `"{size.border} solid {color.border}"` becomes a border of two aliases.
enum LegacyShadow {
    /// The layers of `"0 1px 2px rgba(0,0,0,.2), inset 0 0 1px #000"`: two to four lengths, an
    /// optional colour (black when missing) and `inset`. Nil when a layer is not of that form.
    static func layers(_ text: String) -> [JSON]? {
        var layers: [JSON] = []
        for layer in split(text, on: ",") {
            var words = split(layer, on: " ")
            let inset = words.contains("inset")
            words.removeAll { $0 == "inset" }
            var color: String = "#000000"
            if let last = words.last, words.count >= 3, isColor(last) || (words.count == 5 && isReference(last)) {
                color = last
                words.removeLast()
            }
            guard (2...4).contains(words.count), words.allSatisfy({ isLength($0) || isReference($0) }) else { return nil }
            let lengths = words + Array(repeating: "0px", count: 4 - words.count)
            var members: [(String, JSON)] = [("color", .string(color))]
            for (key, length) in zip(["offsetX", "offsetY", "blur", "spread"], lengths) { members.append((key, .string(length))) }
            if inset { members.append(("inset", true)) }
            layers.append(.object(JSONObject(members)))
        }
        return layers.isEmpty ? nil : layers
    }

    /// `"1px solid #000"` (width, style, colour, each perhaps a reference) as a border object; nil otherwise.
    static func border(_ text: String) -> JSON? {
        let words = split(text, on: " ")
        guard words.count == 3,
              isLength(words[0]) || isReference(words[0]),
              StrokeStyleValue.keywords.contains(words[1]) || isReference(words[1]),
              isColor(words[2]) || isReference(words[2]) else { return nil }
        return ["width": .string(words[0]), "style": .string(words[1]), "color": .string(words[2])]
    }

    private static func isLength(_ word: String) -> Bool {
        guard let (_, unit) = LegacyMeasure.split(word) else { return false }
        return ["", "px", "rem", "pt", "dp", "sp"].contains(unit)
    }

    private static func isColor(_ word: String) -> Bool { LegacyColor.parse(word) != nil }

    private static func isReference(_ word: String) -> Bool { LegacyValueConverter.isAlias(.string(word)) }

    /// `text` split on `separator` outside parentheses and braces, trimmed, empty parts dropped.
    static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" { depth -= 1 }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}

/// Strings in CSS: raw values, quoted strings and font family names.
extension CSSValueWriter {
    /// A string as is, when it cannot end the declaration or open a block; quoted otherwise. A
    /// number in compact form. Nil for anything else.
    func raw(_ json: JSON) -> String? {
        switch json {
        case .string(let text):
            let unsafe = "{};\\\"'".unicodeScalars
            let isSafe = !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || unsafe.contains($0) }
            return isSafe ? text : Self.quoted(text)
        case .number(let number): return Self.number(number)
        default: return nil
        }
    }

    /// A CSS string: `"…"` with `\` and `"` escaped, and control characters as hex escapes.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" {
                result += "\\" + String(scalar)
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// True for an ASCII CSS identifier that is not a CSS-wide keyword (`Inter`, `sans-serif`, `-apple-system`).
    static func isPlainFamilyName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, !cssWideKeywords.contains(name.lowercased()) else { return false }
        let hyphen = UInt8(ascii: "-")
        let startsName: (UInt8) -> Bool = { isASCIILetter($0) || $0 == UInt8(ascii: "_") }
        let second = bytes.count > 1 ? bytes[1] : 0
        let validStart = startsName(first) || (first == hyphen && (startsName(second) || second == hyphen))
        return validStart && bytes.allSatisfy { startsName($0) || $0 == hyphen || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    private static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}

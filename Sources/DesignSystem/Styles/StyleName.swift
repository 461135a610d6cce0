/// The name of a component style: `primary`, `complementary`, `light`, `dark`, or one a Config
/// defines.
public struct StyleName: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as written.
    public let rawValue: String

    /// A name that follows the rules: lower-case letters, digits and `-`, starting with a letter.
    public init?(_ text: String) {
        guard Self.isValid(text) else { return nil }
        rawValue = text
    }

    /// A literal name; it must follow the rules.
    public init(stringLiteral value: String) {
        precondition(Self.isValid(value), "invalid style name '\(value)'")
        rawValue = value
    }

    /// The name.
    public var description: String { rawValue }

    /// By name.
    public static func < (a: StyleName, b: StyleName) -> Bool { a.rawValue < b.rawValue }

    /// The main, most emphatic style.
    public static let primary: StyleName = "primary"
    /// A quieter style that accompanies `primary`.
    public static let complementary: StyleName = "complementary"
    /// For light surfaces.
    public static let light: StyleName = "light"
    /// For dark surfaces.
    public static let dark: StyleName = "dark"

    /// Lower-case ASCII letters, digits and single `-` between them, starting with a letter, at most 64 characters.
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, bytes.count <= 64, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
              bytes.last != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let ok = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (byte == UInt8(ascii: "-") && previous != UInt8(ascii: "-"))
            guard ok else { return false }
            previous = byte
        }
        return true
    }
}

/// A case style token names must follow, checked one character at a time (no pattern engine runs
/// on Config input, so no name can make the check slow): each segment of a token's path must be
/// written in it. Digits are allowed wherever a lower-case letter is.
public struct NamingCase: Sendable, Hashable, CustomStringConvertible {
    /// The name `lint.rules.naming.case` uses.
    public let name: String
    private let separator: UInt8?
    private let lowerFirst: Bool
    private let upperRest: Bool?

    /// `kebab-case`: lower-case words joined by single hyphens (`on-action`, `500`).
    public static let kebab = NamingCase(name: "kebab-case", separator: UInt8(ascii: "-"), lowerFirst: true, upperRest: false)
    /// `snake_case`: lower-case words joined by single underscores.
    public static let snake = NamingCase(name: "snake_case", separator: UInt8(ascii: "_"), lowerFirst: true, upperRest: false)
    /// `SCREAMING_SNAKE_CASE`: upper-case words joined by single underscores.
    public static let screamingSnake = NamingCase(name: "SCREAMING_SNAKE_CASE", separator: UInt8(ascii: "_"), lowerFirst: false,
                                                  upperRest: true)
    /// `camelCase`: letters and digits, starting lower-case.
    public static let camel = NamingCase(name: "camelCase", separator: nil, lowerFirst: true, upperRest: nil)
    /// `PascalCase`: letters and digits, starting upper-case.
    public static let pascal = NamingCase(name: "PascalCase", separator: nil, lowerFirst: false, upperRest: nil)

    /// Every case style, as the setting names them.
    public static let all: [NamingCase] = [.kebab, .camel, .pascal, .snake, .screamingSnake]

    /// The case style named `name`, or nil.
    public static func named(_ name: String) -> NamingCase? { all.first { $0.name == name } }

    /// The name.
    public var description: String { name }

    /// True when `segment` is written in this case style (a segment starting with `$`, such as `$root`, always is).
    public func accepts(_ segment: String) -> Bool {
        let bytes = Array(segment.utf8)
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "$") { return true }
        var previousWasSeparator = true
        for (index, byte) in bytes.enumerated() {
            if let separator, byte == separator {
                if previousWasSeparator || index == bytes.count - 1 { return false }
                previousWasSeparator = true
                continue
            }
            previousWasSeparator = false
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            guard digit || lower || upper else { return false }
            if index == 0 {
                if lowerFirst ? upper : lower { return false }
                if !lowerFirst && digit && separator == nil { return false }
            } else if let upperRest, upperRest ? lower : upper {
                return false
            }
        }
        return true
    }
}

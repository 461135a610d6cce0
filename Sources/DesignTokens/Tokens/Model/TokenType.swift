/// The type of a design token: one of the 13 types of DTCG 2025.10, or a name a file used
/// that the format does not define (kept, with a diagnostic, when reading tolerantly).
public struct TokenType: Hashable, Sendable, CustomStringConvertible {
    /// The `$type` string as written (case-sensitive).
    public let rawValue: String

    /// Wraps a `$type` string; any string is accepted here, ``isStandard`` tells whether DTCG defines it.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// True for the 13 types the format defines.
    public var isStandard: Bool { TokenType.standard.contains(self) }

    /// True for the types whose value is an object or array of other values.
    public var isComposite: Bool { TokenType.composites.contains(self) }

    /// The `$type` string.
    public var description: String { rawValue }

    /// A colour.
    public static let color = TokenType("color")
    /// A length: a number with `px` or `rem`.
    public static let dimension = TokenType("dimension")
    /// One font name or a list in order of preference.
    public static let fontFamily = TokenType("fontFamily")
    /// A weight from 1 to 1000, or a keyword such as `bold`.
    public static let fontWeight = TokenType("fontWeight")
    /// A time: a number with `ms` or `s`.
    public static let duration = TokenType("duration")
    /// An easing curve: four numbers.
    public static let cubicBezier = TokenType("cubicBezier")
    /// A plain number.
    public static let number = TokenType("number")
    /// A line style keyword, or a dash pattern with a line cap.
    public static let strokeStyle = TokenType("strokeStyle")
    /// Colour, width and style of a border.
    public static let border = TokenType("border")
    /// Duration, delay and timing function of an animated transition.
    public static let transition = TokenType("transition")
    /// One drop or inner shadow, or several.
    public static let shadow = TokenType("shadow")
    /// Colour stops along a gradient.
    public static let gradient = TokenType("gradient")
    /// Font family, size, weight, letter spacing and line height together.
    public static let typography = TokenType("typography")

    /// Every type DTCG 2025.10 defines, in the order the format lists them.
    public static let standard: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
    ]

    private static let composites: Set<TokenType> = [.strokeStyle, .border, .transition, .shadow, .gradient, .typography]
}

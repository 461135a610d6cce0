/// A typography value's line height: a multiple of the font size, as DTCG 2025.10 writes it, or
/// an absolute length, as some files write it (kept when reading tolerantly).
public enum LineHeightValue: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A multiple of the font size (`1.5`).
    case multiple(Double)
    /// An absolute line height (`41px`).
    case length(DimensionValue)

    /// A multiple, from a literal.
    public init(floatLiteral value: Double) { self = .multiple(value) }

    /// A multiple, from a literal.
    public init(integerLiteral value: Int) { self = .multiple(Double(value)) }

    /// The number, or `{"value": 41, "unit": "px"}`.
    public var json: JSON {
        switch self {
        case .multiple(let number): return .number(number)
        case .length(let length): return length.json
        }
    }

    /// The line height as a multiple of `fontSize`: an absolute length is divided by the size when
    /// both are in `px` or `rem` (16px to the rem); nil when the units cannot be compared.
    public func multiple(of fontSize: DimensionValue) -> Double? {
        switch self {
        case .multiple(let number): return number
        case .length(let length):
            guard let height = Self.pixels(length), let size = Self.pixels(fontSize), size != 0 else { return nil }
            return height / size
        }
    }

    /// The length in px (16px to the rem), nil in any other unit.
    static func pixels(_ length: DimensionValue) -> Double? {
        switch length.unit {
        case "px": return length.value
        case "rem": return length.value * 16
        default: return nil
        }
    }
}

/// One entry of a color token's `components`: a number, or the `none` keyword.
public enum ColorComponent: Sendable, Hashable {
    /// A number in the unit of its position (see `ColorSpace.componentRanges`).
    case number(Double)
    /// The `none` keyword: the component is missing or not applicable (e.g. a gray's hue).
    case none

    /// The value used for conversion and rendering: the number, or 0 for `none` (CSS Color 4).
    public var numericValue: Double {
        switch self {
        case .number(let value): return value
        case .none: return 0
        }
    }

    /// `.none` for NaN (how conversions mark a powerless hue), otherwise `.number(value)`.
    init(markingNaNAsNone value: Double) {
        self = value.isNaN ? .none : .number(value)
    }
}

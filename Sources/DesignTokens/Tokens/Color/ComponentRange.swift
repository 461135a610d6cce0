/// The values the Color Module allows for one component of one color space.
///
/// A nil bound is unbounded. The lower bound, when present, is always inclusive; the upper
/// bound is exclusive only for hues (`[0, 360)`: 0 may be used, 360 must not).
public struct ComponentRange: Sendable, Hashable {
    /// The smallest allowed value (inclusive), or nil when unbounded below.
    public var lower: Double?
    /// The largest allowed value, or nil when unbounded above.
    public var upper: Double?
    /// Whether `upper` itself is excluded (true for hues).
    public var upperIsExclusive: Bool
    /// Whether the component is a hue angle in degrees.
    public var isHue: Bool

    /// Creates a range.
    public init(lower: Double?, upper: Double?, upperIsExclusive: Bool = false, isHue: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.upperIsExclusive = upperIsExclusive
        self.isHue = isHue
    }

    /// Whether `value` is allowed: within the bounds and finite.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, value < lower { return false }
        if let upper {
            return upperIsExclusive ? value < upper : value <= upper
        }
        return true
    }

    /// `[0, 1]`: RGB channels, OKLab/OKLCH lightness, XYZ.
    static let unit = ComponentRange(lower: 0, upper: 1)
    /// `[0, 100]`: HSL/HWB percentages, CIELAB/LCH lightness.
    static let percent = ComponentRange(lower: 0, upper: 100)
    /// `[0, 360)` degrees.
    static let hue = ComponentRange(lower: 0, upper: 360, upperIsExclusive: true, isHue: true)
    /// Any finite number: the a and b axes of CIELAB and OKLab.
    static let unbounded = ComponentRange(lower: nil, upper: nil)
    /// `[0, ∞)`: chroma.
    static let nonNegative = ComponentRange(lower: 0, upper: nil)
}

/// The elementary functions color conversion needs, in plain Swift.
///
/// `DesignSystem` uses the standard library only, which has square roots but no `pow`, `cbrt`,
/// trigonometry or logarithms. These use range reduction and short series, accurate to a few
/// units in the last place: far finer than any color output needs (6 decimals, 8-bit hex).
public enum ColorMath {
    private static let ln2 = 0.693_147_180_559_945_3
    /// ln 2 split in two (fdlibm's), so that `k * ln2High` is exact for the `k` used here.
    private static let ln2High = 6.931_471_803_691_238_164_90e-01
    private static let ln2Low = 1.908_214_929_270_587_700_02e-10
    private static let degreesPerRadian = 180 / Double.pi

    /// e raised to `x`.
    public static func exp(_ x: Double) -> Double {
        guard x.isFinite else { return x.isNaN ? x : (x > 0 ? x : 0) }
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        let k = (x / ln2).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        var series = 1.0
        for n in stride(from: 17.0, through: 1, by: -1) {
            series = 1 + r * series / n
        }
        return Double(sign: .plus, exponent: Int(k), significand: series)
    }

    /// The natural logarithm of `x`: NaN below 0, -∞ at 0.
    public static func log(_ x: Double) -> Double {
        guard x > 0 else { return x == 0 ? -.infinity : .nan }
        guard x.isFinite else { return x }
        var exponent = Double(x.exponent)
        var mantissa = x.significand
        if mantissa > 2.0.squareRoot() {
            mantissa /= 2
            exponent += 1
        }
        let s = (mantissa - 1) / (mantissa + 1)
        let z = s * s
        var series = 0.0
        for k in stride(from: 12.0, through: 0, by: -1) {
            series = 1 / (2 * k + 1) + z * series
        }
        return exponent * ln2High + (exponent * ln2Low + 2 * s * series)
    }

    /// `base` raised to `exponent`, for `base >= 0`; callers handle signs themselves.
    public static func pow(_ base: Double, _ exponent: Double) -> Double {
        base == 0 ? 0 : exp(exponent * log(base))
    }

    /// `|value|^exponent` with the sign of `value`, as CSS Color 4 extends transfer curves below 0.
    public static func signedPow(_ value: Double, _ exponent: Double) -> Double {
        let magnitude = pow(value.magnitude, exponent)
        return value < 0 ? -magnitude : magnitude
    }

    /// The real cube root, negative for negative input.
    public static func cbrt(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let magnitude = value.magnitude
        var root = exp(log(magnitude) / 3)
        root -= (root * root * root - magnitude) / (3 * root * root)
        return value < 0 ? -root : root
    }

    /// Sine and cosine of an angle in degrees, reduced exactly in degrees before the series.
    public static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        guard degrees.isFinite else { return (.nan, .nan) }
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        let quadrant = (reduced / 90).rounded()
        let radians = (reduced - quadrant * 90) / degreesPerRadian
        let z = radians * radians
        var sinSeries = 1.0
        for n in stride(from: 18.0, through: 2, by: -2) {
            sinSeries = 1 - z * sinSeries / (n * (n + 1))
        }
        var cosSeries = 1.0
        for n in stride(from: 17.0, through: 1, by: -2) {
            cosSeries = 1 - z * cosSeries / (n * (n + 1))
        }
        let sin = radians * sinSeries
        switch (Int(quadrant) % 4 + 4) % 4 {
        case 0: return (sin, cosSeries)
        case 1: return (cosSeries, -sin)
        case 2: return (-sin, -cosSeries)
        default: return (-cosSeries, sin)
        }
    }

    /// The angle of the point (x, y) in degrees, in (-180, 180]; 0 at the origin.
    public static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite else { return .nan }
        if x == 0, y == 0 { return 0 }
        let (ax, ay) = (x.magnitude, y.magnitude)
        var radians = ay <= ax ? atanOfUnitInterval(ay / ax) : Double.pi / 2 - atanOfUnitInterval(ax / ay)
        if x < 0 { radians = Double.pi - radians }
        if y < 0 { radians = -radians }
        return radians * degreesPerRadian
    }

    /// arctan for `t` in [0, 1]: two half-angle reductions, then the Taylor series.
    private static func atanOfUnitInterval(_ t: Double) -> Double {
        var u = t
        for _ in 0..<2 {
            u /= 1 + (1 + u * u).squareRoot()
        }
        let z = u * u
        var series = 0.0
        for k in stride(from: 12.0, through: 0, by: -1) {
            series = 1 / (2 * k + 1) - z * series
        }
        return 4 * u * series
    }
}

/// The short decimal text colors are written with in CSS.
///
/// Numbers are rounded to 6 decimal places (half away from zero) and written without trailing
/// zeros or exponent: 0.1 → `0.1`, 1.0 → `1`, 0.123456789 → `0.123457`, -0.0000001 → `0`.
/// Magnitudes of 10⁹ and above are rounded to integers; a non-finite number is written `0`.
public enum CompactNumber {
    private static let fractionDigits = 6
    private static let scale = 1_000_000.0
    private static let largeMagnitude = 1e9

    /// `value` as compact decimal text.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard value.magnitude < largeMagnitude else {
            let text = value.rounded().description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        let scaled = (value * scale).rounded()
        guard scaled != 0 else { return "0" }
        let units = Int64(scaled.magnitude)
        var text = scaled < 0 ? "-" : ""
        text += String(units / Int64(scale))
        let fraction = units % Int64(scale)
        guard fraction != 0 else { return text }
        var digits = String(fraction)
        digits = String(repeating: "0", count: fractionDigits - digits.count) + digits
        while digits.last == "0" {
            digits.removeLast()
        }
        return text + "." + digits
    }

    /// A hue in degrees, brought into [0, 360) before and after rounding, so 359.9999999 is `0`.
    public static func formatHue(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "0" }
        var hue = degrees.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return (hue * scale).rounded() >= 360 * scale ? "0" : format(hue)
    }
}

/// Numbers written for people: rounded to a few decimals, without trailing zeros.
enum NumberText {
    /// `value` with at most `decimals` decimals: `4.5`, `12`, `-3.25`.
    static func format(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled != 0 else { return "0" }
        let units = Int64(scaled.magnitude), divisor = Int64(scale)
        var text = String(units / divisor)
        var fraction = String(units % divisor)
        if decimals > 0, units % divisor != 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return (scaled < 0 ? "-" : "") + text
    }

    /// A contrast ratio: `4.52:1`.
    static func ratio(_ value: Double) -> String { format(value) + ":1" }
}

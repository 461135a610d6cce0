/// CSS Color 4 text for a color value.
extension ColorValue {
    /// The color as CSS, in the syntax of its own space (no conversion).
    ///
    /// - `srgb`: `hexString` (`#rrggbb`, or `#rrggbbaa` when translucent), as Style Dictionary
    ///   writes it; when a component is `none`, `color(srgb none 0 1)` since hex cannot say `none`.
    /// - `hsl`, `hwb`: `hsl(300 100% 50%)`, `hwb(300 0% 0%)`: saturation, lightness, whiteness
    ///   and blackness carry `%` (every browser with modern syntax accepts it; bare numbers are newer).
    /// - `lab`, `lch`, `oklab`, `oklch`: plain numbers as DTCG stores them, `lab(54.29 80.8 69.89)`,
    ///   `oklch(0.628 0.2577 29.23)` (CSS reads lab L 54.29 as 54.29% and oklab L 0.628 as 62.8%).
    /// - the other spaces: `color(display-p3 1 0 1)` with the DTCG identifier.
    ///
    /// Numbers use `CompactNumber` (at most 6 decimals, no trailing zeros); hues are brought
    /// into [0, 360); `none` is written `none`; ` / A` follows when alpha (clamped to [0, 1]) is below 1.
    public var cssString: String {
        let name = colorSpace.rawValue
        switch colorSpace.identifier {
        case .srgb where !components.contains(.none):
            return hexString
        case .hsl, .hwb:
            return "\(name)(\(cssComponents(percentPositions: [1, 2]))\(cssAlphaSuffix))"
        case .lab, .lch, .oklab, .oklch:
            return "\(name)(\(cssComponents(percentPositions: []))\(cssAlphaSuffix))"
        default:
            return "color(\(name) \(cssComponents(percentPositions: []))\(cssAlphaSuffix))"
        }
    }

    /// The three components separated by spaces, `%` after the numbers at `percentPositions`.
    private func cssComponents(percentPositions: Set<Int>) -> String {
        components.indices.map { index in
            guard case .number(let value) = components[index] else { return "none" }
            if index == colorSpace.hueIndex { return CompactNumber.formatHue(value) }
            return CompactNumber.format(value) + (percentPositions.contains(index) ? "%" : "")
        }.joined(separator: " ")
    }

    /// ` / A` (written inside the parentheses) when the color is translucent, otherwise empty.
    private var cssAlphaSuffix: String {
        let opacity = min(max(alpha, 0), 1)
        return opacity < 1 ? " / \(CompactNumber.format(opacity))" : ""
    }
}

/// CSS colour strings as older files write them, read into DTCG 2025.10 colour objects.
///
/// Read exactly: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` with commas or spaces,
/// numbers or percentages, alpha as a number or percentage (after a comma or `/`); `hsl()`/`hsla()`
/// (kept in the `hsl` space, losslessly, with an sRGB `hex` fallback); Tokens Studio's
/// `rgba(#hex, alpha)`; `transparent` and the sixteen basic CSS colour names plus `orange`.
enum LegacyColor {
    /// The colour `text` names, or nil when it is none of the forms above.
    static func parse(_ text: String, allowingNames: Bool = true) -> ColorValue? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed.hasPrefix("#") { return hex(trimmed) }
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let function = String(trimmed[..<open])
            let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            switch function {
            case "rgb", "rgba": return rgb(parts)
            case "hsl", "hsla": return hsl(parts)
            default: return nil
            }
        }
        guard allowingNames, let digits = names[trimmed] else { return nil }
        return hex(digits)
    }

    private static func hex(_ text: String) -> ColorValue? {
        guard var color = ColorValue(hexString: text) else { return nil }
        color.hex = String(color.hexString.prefix(7))
        return color
    }

    private static func rgb(_ parts: [String]) -> ColorValue? {
        if parts.count == 2, let base = hex(parts[0]), let alpha = alpha(parts[1]) {
            var color = base
            color.alpha = alpha
            return color
        }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            if part.hasSuffix("%"), let percent = Double(part.dropLast()) { channels.append(percent / 100) }
            else if let value = Double(part) { channels.append(value / 255) }
            else { return nil }
        }
        guard let opacity = parts.count == 4 ? alpha(parts[3]) : 1 else { return nil }
        var color = ColorValue(colorSpace: .srgb, components: channels.map(ColorComponent.number), alpha: opacity)
        color.hex = String(color.hexString.prefix(7))
        return color
    }

    private static func hsl(_ parts: [String]) -> ColorValue? {
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let hue = parts[0].hasSuffix("deg") ? Double(parts[0].dropLast(3)) : Double(parts[0])
        guard let hue, parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
              let saturation = Double(parts[1].dropLast()), let lightness = Double(parts[2].dropLast()),
              let opacity = parts.count == 4 ? alpha(parts[3]) : 1 else { return nil }
        var color = ColorValue(colorSpace: .hsl, components: [.number(hue), .number(saturation), .number(lightness)], alpha: opacity)
        color.hex = String(color.hexString.prefix(7))
        return color
    }

    private static func alpha(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text)
    }

    /// `transparent`, the sixteen basic colours of CSS, and `orange`.
    private static let names: [String: String] = [
        "transparent": "#00000000", "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080",
        "white": "#ffffff", "maroon": "#800000", "red": "#ff0000", "purple": "#800080", "fuchsia": "#ff00ff",
        "green": "#008000", "lime": "#00ff00", "olive": "#808000", "yellow": "#ffff00", "navy": "#000080",
        "blue": "#0000ff", "teal": "#008080", "aqua": "#00ffff", "orange": "#ffa500",
    ]
}

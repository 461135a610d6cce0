import DesignSystem

/// The colours of the guide's own chrome that text sits on, in its light and dark schemes, read
/// from its stylesheet (`--sb-bg: light-dark(#f8f9fb, #0d0f13)` …) so there is one source of them.
struct GuidePalette: Sendable {
    /// The page, the cards and the wells: every background the guide's links and accents sit on.
    let backgrounds: [ColorValue]
    /// The text colours: body, muted and faint (the first is the body's).
    let texts: [ColorValue]
    /// The card surface, which tints are mixed into.
    let surface: ColorValue

    /// One of the guide's two schemes.
    enum Scheme: CaseIterable, Sendable { case light, dark }

    /// The palette of `scheme`, as the embedded stylesheet defines it.
    static func of(_ scheme: Scheme) -> GuidePalette { scheme == .light ? light : dark }

    private static let light = read(position: 0)
    private static let dark = read(position: 1)

    /// Reads `--sb-<name>: light-dark(#light, #dark)` from the embedded `swatchbook.css`.
    private static func read(position: Int) -> GuidePalette {
        let css = String(decoding: EmbeddedFiles.below("guide/")["css/swatchbook.css"]?.bytes ?? [], as: UTF8.self)
        func color(_ name: String) -> ColorValue {
            let pattern = "--sb-\(name): light-dark("
            guard let start = css.firstRange(of: pattern)?.upperBound,
                  let end = css[start...].firstIndex(of: ")") else {
                preconditionFailure("swatchbook.css defines no --sb-\(name) as light-dark(…)")
            }
            let pair = css[start..<end].split(separator: ",").map { String($0).trimmingWhitespace() }
            guard pair.count == 2, let value = ColorValue(hexString: String(pair[position])) else {
                preconditionFailure("--sb-\(name) in swatchbook.css is not light-dark(#hex, #hex)")
            }
            return value
        }
        return GuidePalette(backgrounds: [color("bg"), color("surface"), color("sunken")],
                            texts: [color("text"), color("muted"), color("faint")], surface: color("surface"))
    }
}

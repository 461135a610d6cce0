extension SwiftLiteral {
    /// The literal of a value that is `light` in light mode and `dark` in dark mode, when the two
    /// differ in their colours only (a border, shadow or gradient whose colours alone change):
    /// each colour that differs is written `adaptive(light: Color(…), dark: Color(…))`, everything
    /// else once. Nil when the values differ in anything but colours, when no colour differs, or
    /// when Swift cannot hold them.
    static func adaptive(light: TokenValue, dark: TokenValue) -> SwiftLiteral? {
        // A control character never appears in a literal (strings escape them), so it can mark
        // where each colour goes.
        let mark = "\u{1}"
        var lightColors: [String] = []
        var darkColors: [String] = []
        guard let lightShape = SwiftLiteral(light, color: { lightColors.append(color($0)); return mark }),
              let darkShape = SwiftLiteral(dark, color: { darkColors.append(color($0)); return mark }),
              lightShape == darkShape, lightColors != darkColors, lightColors.count == darkColors.count else { return nil }
        var index = 0
        return SwiftLiteral(light, color: { _ in
            defer { index += 1 }
            let (lightColor, darkColor) = (lightColors[index], darkColors[index])
            return lightColor == darkColor ? lightColor
                : "\(SwiftAppearance.adaptive)(light: \(lightColor), dark: \(darkColor))"
        })
    }
}

import Testing
@testable import DesignTokens

@Suite("ColorValue.cssString: CSS Color 4 syntax per space")
struct ColorCSSTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let color: ColorValue
        let css: String
        var testDescription: String { css }
    }

    @Test(arguments: [
        Row(color: ColorTesting.color(.srgb, [1, 0, 1]), css: "#ff00ff"),
        Row(color: ColorTesting.color(.srgb, [0, 0, 0], alpha: 0.5), css: "#00000080"),
        Row(color: ColorTesting.color(.srgb, [nil, 0, 1]), css: "color(srgb none 0 1)"),
        Row(color: ColorTesting.color(.srgb, [nil, 0.5, 1], alpha: 0.25), css: "color(srgb none 0.5 1 / 0.25)"),
        Row(color: ColorTesting.color(.srgbLinear, [0.5, 0.25, 1]), css: "color(srgb-linear 0.5 0.25 1)"),
        Row(color: ColorTesting.color(.srgbLinear, [0.0331048, 0.1328683, nil], alpha: 0.1),
            css: "color(srgb-linear 0.033105 0.132868 none / 0.1)"),
        Row(color: ColorTesting.color(.hsl, [300, 100, 50]), css: "hsl(300 100% 50%)"),
        Row(color: ColorTesting.color(.hsl, [nil, 0, 100], alpha: 0.5), css: "hsl(none 0% 100% / 0.5)"),
        Row(color: ColorTesting.color(.hsl, [210, nil, 40.123456789]), css: "hsl(210 none 40.123457%)"),
        Row(color: ColorTesting.color(.hwb, [210, 20, 40]), css: "hwb(210 20% 40%)"),
        Row(color: ColorTesting.color(.hwb, [nil, 100, 0], alpha: 0), css: "hwb(none 100% 0% / 0)"),
        Row(color: ColorTesting.color(.lab, [60.17, 93.54, -60.5]), css: "lab(60.17 93.54 -60.5)"),
        Row(color: ColorTesting.color(.lab, [100, nil, nil], alpha: 0.75), css: "lab(100 none none / 0.75)"),
        Row(color: ColorTesting.color(.lch, [60.17, 111.4, 327.11]), css: "lch(60.17 111.4 327.11)"),
        Row(color: ColorTesting.color(.lch, [54.29, 106.84, nil], alpha: 0.3333333333), css: "lch(54.29 106.84 none / 0.333333)"),
        Row(color: ColorTesting.color(.oklab, [0.701, 0.2746, -0.169]), css: "oklab(0.701 0.2746 -0.169)"),
        Row(color: ColorTesting.color(.oklab, [1, 0, 0], alpha: 0.5), css: "oklab(1 0 0 / 0.5)"),
        Row(color: ColorTesting.color(.oklch, [0.7016, 0.3225, 328.363]), css: "oklch(0.7016 0.3225 328.363)"),
        Row(color: ColorTesting.color(.oklch, [1, 0, nil]), css: "oklch(1 0 none)"),
        Row(color: ColorTesting.color(.oklch, [0.5, 0.1, 359.99999999]), css: "oklch(0.5 0.1 0)"),
        Row(color: ColorTesting.color(.oklch, [0.5, 0.1, -30]), css: "oklch(0.5 0.1 330)"),
        Row(color: ColorTesting.color(.oklch, [0.5, 0.1, 720.5], alpha: 0.9), css: "oklch(0.5 0.1 0.5 / 0.9)"),
        Row(color: ColorTesting.color(.displayP3, [1, 0, 1]), css: "color(display-p3 1 0 1)"),
        Row(color: ColorTesting.color(.displayP3, [1, 0, 1], alpha: 0.5), css: "color(display-p3 1 0 1 / 0.5)"),
        Row(color: ColorTesting.color(.a98RGB, [0.8585916, 0, nil]), css: "color(a98-rgb 0.858592 0 none)"),
        Row(color: ColorTesting.color(.prophotoRGB, [0.7022506, 0.2757211, 0.1035477]),
            css: "color(prophoto-rgb 0.702251 0.275721 0.103548)"),
        Row(color: ColorTesting.color(.rec2020, [1, 0, 1], alpha: 0.05), css: "color(rec2020 1 0 1 / 0.05)"),
        Row(color: ColorTesting.color(.xyzD65, [0.9504559, 1, 1.0890578]), css: "color(xyz-d65 0.950456 1 1.089058)"),
        Row(color: ColorTesting.color(.xyzD50, [0.5791, 0.2831, 0.728], alpha: 1.2), css: "color(xyz-d50 0.5791 0.2831 0.728)"),
    ])
    func cssInTheSpacesOwnSyntax(_ row: Row) {
        #expect(row.color.cssString == row.css)
    }

    @Test(arguments: ColorSpace.all)
    func everySpaceWritesItsComponentsAndAlpha(_ space: ColorSpace) {
        let css = ColorTesting.color(space, [nil, 0.25, 0.5], alpha: 0.5).cssString
        #expect(css.hasSuffix(" / 0.5)"))
        #expect(css.contains("none "))
        #expect(css.contains(space.rawValue))
    }
}

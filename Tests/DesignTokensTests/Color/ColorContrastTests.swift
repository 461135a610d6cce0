import Testing
@testable import DesignTokens

@Suite("WCAG 2.x relative luminance and contrast")
struct ColorContrastTests {
    // Expected ratios: the WCAG 2.x formula evaluated independently (Python, float64, the
    // 0.03928 threshold of the WCAG text), on 8-bit sRGB.
    @Test(arguments: [
        ("#000000", "#ffffff", 21.0), ("#ffffff", "#000000", 21.0), ("#336699", "#336699", 1.0),
        ("#777777", "#ffffff", 4.478089453577214), ("#767676", "#ffffff", 4.542224959605253),
        ("#595959", "#ffffff", 7.004729208035935), ("#0000ff", "#ffffff", 8.592471358428805),
        ("#ff0000", "#ffffff", 3.9984767707539985), ("#ff00ff", "#ffffff", 3.1362007168458783),
        ("#336699", "#000000", 3.5012914865778475), ("#ffff00", "#000080", 14.908867729685754),
    ] as [(String, String, Double)])
    func knownPairs(_ first: String, _ second: String, _ expected: Double) throws {
        let a = try #require(ColorValue(hexString: first))
        let b = try #require(ColorValue(hexString: second))
        #expect(ColorTesting.isClose(ColorValue.contrastRatio(a, b), expected, tolerance: 1e-6))
        #expect(ColorTesting.isClose(ColorValue.contrastRatio(foreground: a, background: b), expected, tolerance: 1e-6))
    }

    @Test func luminanceOfKnownColors() throws {
        #expect(try #require(ColorValue(hexString: "#ffffff")).relativeLuminance == 1)
        #expect(try #require(ColorValue(hexString: "#000000")).relativeLuminance == 0)
        #expect(ColorTesting.isClose(try #require(ColorValue(hexString: "#ff00ff")).relativeLuminance, 0.2848, tolerance: 1e-12))
        #expect(ColorTesting.isClose(try #require(ColorValue(hexString: "#777777")).relativeLuminance,
                                     0.184474994500441, tolerance: 1e-9))
    }

    @Test func otherSpacesAreMeasuredThroughSRGB() {
        let white = ColorTesting.color(.oklch, [1, 0, nil])
        let black = ColorTesting.color(.lab, [0, 0, 0])
        #expect(ColorTesting.isClose(ColorValue.contrastRatio(white, black), 21, tolerance: 1e-6))
        let p3Magenta = ColorTesting.color(.displayP3, [1, 0, 1])
        let mapped = p3Magenta.mappedToSRGBGamut()
        let srgb = ColorTesting.color(.srgb, [mapped.red, mapped.green, mapped.blue])
        #expect(p3Magenta.relativeLuminance == srgb.relativeLuminance)
    }

    @Test func plainRatioIgnoresAlpha() throws {
        let halfBlack = ColorTesting.color(.srgb, [0, 0, 0], alpha: 0.5)
        let white = try #require(ColorValue(hexString: "#ffffff"))
        #expect(ColorTesting.isClose(ColorValue.contrastRatio(halfBlack, white), 21, tolerance: 1e-9))
    }

    @Test(arguments: [
        (ColorTesting.color(.srgb, [0, 0, 0], alpha: 0.5), ColorTesting.color(.srgb, [1, 1, 1]), 3.976653024912438),
        (ColorTesting.color(.srgb, [1, 0, 0], alpha: 0.4), ColorTesting.color(.srgb, [0, 0, 1]), 1.2069507418969991),
        (ColorTesting.color(.srgb, [0, 0, 0], alpha: 0), ColorTesting.color(.srgb, [1, 1, 1]), 1),
        (ColorTesting.color(.srgb, [0, 0, 0], alpha: 1), ColorTesting.color(.srgb, [1, 1, 1], alpha: 0.1), 21),
    ] as [(ColorValue, ColorValue, Double)])
    func translucentForegroundIsCompositedFirst(_ foreground: ColorValue, _ background: ColorValue, _ expected: Double) {
        #expect(ColorTesting.isClose(ColorValue.contrastRatio(foreground: foreground, background: background),
                                     expected, tolerance: 1e-6))
    }
}

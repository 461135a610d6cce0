import Testing
@testable import DesignTokens

@Suite("sRGB gamut: membership and CSS Color 4 gamut mapping")
struct GamutMappingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let color: ColorValue
        let mappedHex: String
        var testDescription: String {
            let numbers = color.components.map { CompactNumber.format($0.numericValue) }.joined(separator: " ")
            return "\(color.colorSpace) \(numbers) → \(mappedHex)"
        }
    }

    // Expected: ColorAide 8's `oklch-chroma` fit (the CSS Color 4 binary search, JND 0.02),
    // which also matches the independent implementation quoted in the DTCG notes.
    static let outOfGamut: [Row] = [
        Row(color: ColorTesting.color(.displayP3, [1, 0, 1]), mappedHex: "#ff2bfb"),
        Row(color: ColorTesting.color(.a98RGB, [1, 0, 1]), mappedHex: "#ff69ed"),
        Row(color: ColorTesting.color(.prophotoRGB, [1, 0, 1]), mappedHex: "#ff44e4"),
        Row(color: ColorTesting.color(.rec2020, [1, 0, 1]), mappedHex: "#ff56e7"),
        Row(color: ColorTesting.color(.displayP3, [1, 0, 0]), mappedHex: "#ff0b0c"),
        Row(color: ColorTesting.color(.displayP3, [0, 1, 0]), mappedHex: "#00fb29"),
        Row(color: ColorTesting.color(.oklch, [0.7, 0.4, 150]), mappedHex: "#00c248"),
        Row(color: ColorTesting.color(.lab, [50, 100, -100]), mappedHex: "#bd2dff"),
        Row(color: ColorTesting.color(.oklch, [0.5, 0.3, 270]), mappedHex: "#3429ff"),
        Row(color: ColorTesting.color(.rec2020, [0.5, 0.2, 0.9]), mappedHex: "#8800ef"),
    ]

    @Test(arguments: outOfGamut)
    func wideColorsAreMappedIntoSRGB(_ row: Row) {
        #expect(!row.color.isInSRGBGamut)
        let mapped = row.color.mappedToSRGBGamut()
        for channel in [mapped.red, mapped.green, mapped.blue] {
            #expect(channel >= 0 && channel <= 1)
        }
        #expect(row.color.hexString == row.mappedHex)
    }

    @Test func mappingKeepsHueAndLightnessClose() {
        let p3Red = ColorTesting.color(.displayP3, [1, 0, 0])
        let origin = p3Red.converted(to: .oklch)
        let mapped = p3Red.mappedToSRGBGamut()
        let result = ColorTesting.color(.srgb, [mapped.red, mapped.green, mapped.blue]).converted(to: .oklch)
        #expect(ColorTesting.isClose(result.components[2].numericValue, origin.components[2].numericValue, tolerance: 1.5))
        #expect(ColorTesting.isClose(result.components[0].numericValue, origin.components[0].numericValue, tolerance: 0.02))
        #expect(result.components[1].numericValue < origin.components[1].numericValue)
    }

    @Test func spaceExamplesOfTheColorModuleAreHotPink() {
        let examples = [
            ColorTesting.color(.srgb, [1, 0, 1]), ColorTesting.color(.srgbLinear, [1, 0, 1]),
            ColorTesting.color(.hsl, [300, 100, 50]), ColorTesting.color(.hwb, [300, 0, 0]),
            ColorTesting.color(.lab, [60.17, 93.54, -60.5]), ColorTesting.color(.lch, [60.17, 111.4, 327.11]),
            ColorTesting.color(.oklab, [0.701, 0.2746, -0.169]), ColorTesting.color(.oklch, [0.7016, 0.3225, 328.363]),
            ColorTesting.color(.xyzD65, [0.5929, 0.2848, 0.9699]), ColorTesting.color(.xyzD50, [0.5791, 0.2831, 0.728]),
        ]
        for example in examples {
            #expect(example.hexString == "#ff00ff", "\(example.colorSpace)")
        }
        // The module's hsl and hwb examples use hue 330, which is #ff0080, not the #ff00ff they claim.
        #expect(ColorTesting.color(.hsl, [330, 100, 50]).hexString == "#ff0080")
        #expect(ColorTesting.color(.hwb, [330, 0, 0]).hexString == "#ff0080")
    }

    @Test func inGamutColorsAreOnlyClamped() {
        let teal = ColorTesting.color(.srgb, [0.2, 0.4, 0.6])
        #expect(teal.isInSRGBGamut)
        let mapped = teal.mappedToSRGBGamut()
        #expect(mapped.red == 0.2 && mapped.green == 0.4 && mapped.blue == 0.6)
        let barelyOver = ColorTesting.color(.srgb, [1.00005, 0.5, -0.00005])
        #expect(barelyOver.isInSRGBGamut)
        let clamped = barelyOver.mappedToSRGBGamut()
        #expect(clamped.red == 1 && clamped.green == 0.5 && clamped.blue == 0)
        #expect(!ColorTesting.color(.srgb, [1.0001, 0.5, 0.5]).isInSRGBGamut)
        #expect(ColorTesting.color(.hsl, [120, 100, 50]).isInSRGBGamut)
        #expect(ColorTesting.color(.xyzD65, [0.9504559, 1, 1.0890578]).isInSRGBGamut)
    }

    @Test func lightnessBeyondTheEndsIsWhiteOrBlack() {
        let tooLight = ColorTesting.color(.oklch, [1.2, 0.2, 100]).mappedToSRGBGamut()
        #expect(tooLight.red == 1 && tooLight.green == 1 && tooLight.blue == 1)
        let tooDark = ColorTesting.color(.lab, [-10, 20, 20]).mappedToSRGBGamut()
        #expect(tooDark.red == 0 && tooDark.green == 0 && tooDark.blue == 0)
    }

    @Test func nearlyInGamutColorsAreClippedWhenTheDifferenceIsBelowTheJND() {
        let oklab = ColorTesting.color(.oklab, [0.701, 0.2746, -0.169])
        #expect(!oklab.isInSRGBGamut)
        let mapped = oklab.mappedToSRGBGamut()
        let unmapped = oklab.srgbComponents
        #expect(mapped.red == min(unmapped.red, 1))
        #expect(mapped.green == 0)
        #expect(mapped.blue == min(unmapped.blue, 1))
    }
}

@Suite("sRGB gamut: absurd but finite input")
struct GamutMappingExtremeInputTests {
    @Test(arguments: [
        ColorTesting.color(.lab, [50, 1e300, 0]), ColorTesting.color(.oklch, [0.5, 1e300, 40]),
        ColorTesting.color(.xyzD65, [1e308, -1e308, 1e308]), ColorTesting.color(.srgb, [.infinity, 0, 0]),
        ColorTesting.color(.hsl, [1e300, 1e300, 50]), ColorTesting.color(.displayP3, [-1e200, 0.5, 0.5]),
    ])
    func neverCrashesAndStaysInRange(_ color: ColorValue) {
        let mapped = color.mappedToSRGBGamut()
        for channel in [mapped.red, mapped.green, mapped.blue] {
            #expect(channel >= 0 && channel <= 1)
        }
        #expect(color.hexString.utf8.count == 7)
        let ratio = ColorValue.contrastRatio(color, ColorTesting.color(.srgb, [1, 1, 1]))
        #expect(ratio >= 1 && ratio <= 21)
    }
}

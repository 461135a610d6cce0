import Testing
@testable import DesignTokens

@Suite("ColorValue.converted(to:): CSS Color 4 conversions")
struct ColorConversionTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let hex: String
        let space: ColorSpace
        let expected: [Double?]
        let tolerance: Double
        var testDescription: String { "\(hex) in \(space)" }
    }

    // Reference values: ColorAide 8 (Python), which follows CSS Color 4 (rec2020 with the
    // gamma 2.4 curve), to 7 decimals; nil is a powerless hue (`none`).
    static let white: [Row] = [
        Row(hex: "#ffffff", space: .srgb, expected: [1, 1, 1], tolerance: 1e-9),
        Row(hex: "#ffffff", space: .srgbLinear, expected: [1, 1, 1], tolerance: 1e-9),
        Row(hex: "#ffffff", space: .hsl, expected: [nil, 0, 100], tolerance: 1e-6),
        Row(hex: "#ffffff", space: .hwb, expected: [nil, 100, 0], tolerance: 1e-6),
        Row(hex: "#ffffff", space: .lab, expected: [100, 0, 0], tolerance: 1e-4),
        Row(hex: "#ffffff", space: .lch, expected: [100, 0, nil], tolerance: 1e-4),
        Row(hex: "#ffffff", space: .oklab, expected: [1, 0, 0], tolerance: 1e-7),
        Row(hex: "#ffffff", space: .oklch, expected: [1, 0, nil], tolerance: 1e-7),
        Row(hex: "#ffffff", space: .displayP3, expected: [1, 1, 1], tolerance: 1e-7),
        Row(hex: "#ffffff", space: .a98RGB, expected: [1, 1, 1], tolerance: 1e-7),
        Row(hex: "#ffffff", space: .prophotoRGB, expected: [1, 1, 1], tolerance: 1e-6),
        Row(hex: "#ffffff", space: .rec2020, expected: [1, 1, 1], tolerance: 1e-7),
        Row(hex: "#ffffff", space: .xyzD65, expected: [0.9504559, 1, 1.0890578], tolerance: 1e-6),
        Row(hex: "#ffffff", space: .xyzD50, expected: [0.9642957, 1, 0.8251046], tolerance: 1e-6),
    ]

    static let black: [Row] = ColorSpace.all.map { space in
        let expected: [Double?] = switch space {
        case .hsl: [nil, 0, 0]
        case .hwb: [nil, 0, 100]
        case .lch, .oklch: [0, 0, nil]
        default: [0, 0, 0]
        }
        return Row(hex: "#000000", space: space, expected: expected, tolerance: 1e-9)
    }

    static let red: [Row] = [
        Row(hex: "#ff0000", space: .srgbLinear, expected: [1, 0, 0], tolerance: 1e-9),
        Row(hex: "#ff0000", space: .hsl, expected: [0, 100, 50], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .hwb, expected: [0, 0, 0], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .lab, expected: [54.2905414, 80.8049282, 69.8909648], tolerance: 2e-3),
        Row(hex: "#ff0000", space: .lch, expected: [54.2905414, 106.8371816, 40.8576565], tolerance: 2e-3),
        Row(hex: "#ff0000", space: .oklab, expected: [0.6279554, 0.2248631, 0.1258463], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .oklch, expected: [0.6279554, 0.2576833, 29.2338803], tolerance: 1e-5),
        Row(hex: "#ff0000", space: .displayP3, expected: [0.9174876, 0.2002868, 0.1385606], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .a98RGB, expected: [0.8585916, 0, 0], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .prophotoRGB, expected: [0.7022506, 0.2757211, 0.1035477], tolerance: 2e-5),
        Row(hex: "#ff0000", space: .rec2020, expected: [0.8234641, 0.3284294, 0.1803393], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .xyzD65, expected: [0.4123908, 0.212639, 0.0193308], tolerance: 1e-6),
        Row(hex: "#ff0000", space: .xyzD50, expected: [0.4360657, 0.2224932, 0.0139239], tolerance: 2e-5),
    ]

    static let blue: [Row] = [
        Row(hex: "#336699", space: .srgbLinear, expected: [0.0331048, 0.1328683, 0.3185468], tolerance: 1e-6),
        Row(hex: "#336699", space: .hsl, expected: [210, 50, 40], tolerance: 1e-6),
        Row(hex: "#336699", space: .hwb, expected: [210, 20, 40], tolerance: 1e-6),
        Row(hex: "#336699", space: .lab, expected: [41.5208239, -4.5730899, -33.4941946], tolerance: 2e-3),
        Row(hex: "#336699", space: .lch, expected: [41.5208239, 33.8049438, 262.2252621], tolerance: 2e-3),
        Row(hex: "#336699", space: .oklab, expected: [0.4993145, -0.0330435, -0.0929666], tolerance: 1e-6),
        Row(hex: "#336699", space: .oklch, expected: [0.4993145, 0.0986644, 250.4330574], tolerance: 1e-5),
        Row(hex: "#336699", space: .displayP3, expected: [0.2498513, 0.3952401, 0.5840338], tolerance: 1e-6),
        Row(hex: "#336699", space: .a98RGB, expected: [0.2814316, 0.3994052, 0.5878867], tolerance: 1e-6),
        Row(hex: "#336699", space: .prophotoRGB, expected: [0.2876603, 0.3195531, 0.5045379], tolerance: 2e-5),
        Row(hex: "#336699", space: .rec2020, expected: [0.3460273, 0.4247406, 0.6034416], tolerance: 1e-6),
        Row(hex: "#336699", space: .xyzD65, expected: [0.1186553, 0.1250593, 0.3192661], tolerance: 1e-6),
        Row(hex: "#336699", space: .xyzD50, expected: [0.1111875, 0.1219274, 0.240834], tolerance: 2e-5),
    ]

    @Test(arguments: white + black + red + blue)
    func srgbColorsInEverySpace(_ row: Row) throws {
        let source = try #require(ColorValue(hexString: row.hex))
        let converted = source.converted(to: row.space)
        #expect(converted.colorSpace == row.space)
        #expect(ColorTesting.matches(converted.components, row.expected, tolerance: row.tolerance),
                "got \(converted.components)")
    }

    @Test(arguments: ColorSpace.all)
    func everyPairRoundTrips(_ source: ColorSpace) {
        let samples = [ColorTesting.color(.srgb, [0.2, 0.4, 0.6]), ColorTesting.color(.srgb, [0.9, 0.1, 0.35]),
                       ColorTesting.color(.srgb, [0.5, 0.5, 0.5])]
        for sample in samples {
            let start = sample.converted(to: source)
            for target in ColorSpace.all {
                let back = start.converted(to: target).converted(to: .srgb)
                let expected = sample.components.map { Optional($0.numericValue) }
                #expect(ColorTesting.matches(back.components, expected, tolerance: 1e-9),
                        "\(source) → \(target) → srgb gave \(back.components)")
            }
        }
    }

    @Test func sameSpaceIsUnchangedAndOtherSpacesDropHexAndKeepAlpha() {
        let written = ColorValue(colorSpace: .hsl, components: [.none, .number(0), .number(100)], alpha: 0.4, hex: "#FFFFFF")
        #expect(written.converted(to: .hsl) == written)
        let converted = written.converted(to: .srgb)
        #expect(converted.hex == nil)
        #expect(converted.alpha == 0.4)
        #expect(ColorTesting.matches(converted.components, [1, 1, 1], tolerance: 1e-12))
    }

    @Test func noneIsReadAsZero() {
        let red = ColorTesting.color(.oklch, [0.6279554, 0.2576833, nil]).converted(to: .oklab)
        #expect(ColorTesting.matches(red.components, [0.6279554, 0.2576833, 0], tolerance: 1e-9))
        let noBlue = ColorTesting.color(.srgb, [1, 0, nil]).converted(to: .hsl)
        #expect(ColorTesting.matches(noBlue.components, [0, 100, 50], tolerance: 1e-9))
    }

    @Test func huesAreNormalizedIntoTheCircle() {
        let magenta = ColorTesting.color(.srgb, [1, 0, 0.0001]).converted(to: .hsl)
        let hue = magenta.components[0].numericValue
        #expect(hue >= 0 && hue < 360)
        #expect(ColorTesting.isClose(hue, 359.994, tolerance: 1e-3))
        let wrapped = ColorTesting.color(.hsl, [-60, 100, 50]).srgbComponents
        #expect(ColorTesting.isClose(wrapped.red, 1, tolerance: 1e-12))
        #expect(ColorTesting.isClose(wrapped.green, 0, tolerance: 1e-12))
        #expect(ColorTesting.isClose(wrapped.blue, 1, tolerance: 1e-12))
    }

    @Test func hwbWithWhitenessPlusBlacknessOverHundredIsGray() {
        let gray = ColorTesting.color(.hwb, [120, 60, 60]).srgbComponents
        #expect(gray.red == 0.5 && gray.green == 0.5 && gray.blue == 0.5)
    }

    @Test func outOfGamutHSLTurnsTheHueToKeepSaturationPositive() {
        let hsl = ColorTesting.color(.displayP3, [0, 1, 0]).converted(to: .hsl)
        let saturation = hsl.components[1].numericValue
        #expect(saturation > 100)
        let back = hsl.converted(to: .displayP3)
        #expect(ColorTesting.matches(back.components, [0, 1, 0], tolerance: 1e-9))
    }

    @Test func srgbComponentsAreUnclamped() {
        let p3Magenta = ColorTesting.color(.displayP3, [1, 0, 1]).srgbComponents
        #expect(ColorTesting.isClose(p3Magenta.red, 1.093066, tolerance: 1e-5))
        #expect(ColorTesting.isClose(p3Magenta.green, -0.226742, tolerance: 1e-5))
        #expect(ColorTesting.isClose(p3Magenta.blue, 1.033806, tolerance: 1e-5))
    }
}

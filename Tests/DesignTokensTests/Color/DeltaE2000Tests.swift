import Testing
@testable import DesignTokens

@Suite("CIEDE2000 colour difference")
struct DeltaE2000Tests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let first: SIMD3<Double>
        let second: SIMD3<Double>
        let expected: Double
        var testDescription: String { "\(first) / \(second): \(expected)" }
    }

    /// Pairs of the test data published with the formula's implementation notes (Sharma, Wu and
    /// Dalal, 2005), chosen for the hue and chroma edge cases the formula has.
    @Test(arguments: [
        Pair(first: SIMD3(50, 2.6772, -79.7751), second: SIMD3(50, 0, -82.7485), expected: 2.0425),
        Pair(first: SIMD3(50, 3.1571, -77.2803), second: SIMD3(50, 0, -82.7485), expected: 2.8615),
        Pair(first: SIMD3(50, -1.3802, -84.2814), second: SIMD3(50, 0, -82.7485), expected: 1.0000),
        Pair(first: SIMD3(50, 0, 0), second: SIMD3(50, -1, 2), expected: 2.3669),
        Pair(first: SIMD3(50, -1, 2), second: SIMD3(50, 0, 0), expected: 2.3669),
        Pair(first: SIMD3(50, 2.49, -0.001), second: SIMD3(50, -2.49, 0.0009), expected: 7.1792),
        Pair(first: SIMD3(50, 2.49, -0.001), second: SIMD3(50, -2.49, 0.0011), expected: 7.2195),
        Pair(first: SIMD3(50, -0.001, 2.49), second: SIMD3(50, 0.0009, -2.49), expected: 4.8045),
        Pair(first: SIMD3(50, -0.001, 2.49), second: SIMD3(50, 0.0011, -2.49), expected: 4.7461),
        Pair(first: SIMD3(50, 2.5, 0), second: SIMD3(50, 0, -2.5), expected: 4.3065),
        Pair(first: SIMD3(50, 2.5, 0), second: SIMD3(73, 25, -18), expected: 27.1492),
        Pair(first: SIMD3(50, 2.5, 0), second: SIMD3(61, -5, 29), expected: 22.8977),
        Pair(first: SIMD3(50, 2.5, 0), second: SIMD3(56, -27, -3), expected: 31.9030),
        Pair(first: SIMD3(50, 2.5, 0), second: SIMD3(58, 24, 15), expected: 19.4535),
        Pair(first: SIMD3(60.2574, -34.0099, 36.2677), second: SIMD3(60.4626, -34.1751, 39.4387), expected: 1.2644),
        Pair(first: SIMD3(63.0109, -31.0961, -5.8663), second: SIMD3(62.8187, -29.7946, -4.0864), expected: 1.2630),
        Pair(first: SIMD3(22.7233, 20.0904, -46.694), second: SIMD3(23.0331, 14.973, -42.5619), expected: 2.0373),
        Pair(first: SIMD3(2.0776, 0.0795, -1.135), second: SIMD3(0.9033, -0.0636, -0.5514), expected: 0.9082),
    ])
    func publishedPairs(_ pair: Pair) {
        #expect(ColorTesting.isClose(CIEDE2000.difference(pair.first, pair.second), pair.expected, tolerance: 0.0001))
    }

    @Test("colours are compared in CIELAB whatever space they are written in; identical colours differ by 0")
    func spaces() {
        let red = ColorTesting.color(.srgb, [1, 0, 0])
        #expect(ColorValue.deltaE2000(red, red) == 0)
        #expect(ColorValue.deltaE2000(red, red.converted(to: .oklch)) < 0.0001)
        #expect(ColorValue.deltaE2000(red, red.converted(to: .displayP3)) < 0.0001)
        let black = ColorTesting.color(.srgb, [0, 0, 0]), white = ColorTesting.color(.srgb, [1, 1, 1])
        #expect(ColorTesting.isClose(ColorValue.deltaE2000(black, white), 100, tolerance: 0.01))
        #expect(ColorValue.deltaE2000(ColorTesting.color(.srgb, [0, 0, 0], alpha: 0.2), black) == 0, "alpha is not part of it")
    }
}

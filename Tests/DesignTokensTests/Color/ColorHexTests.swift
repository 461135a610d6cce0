import Testing
@testable import DesignTokens

@Suite("Hex notation: reading legacy strings and writing the sRGB fallback")
struct ColorHexTests {
    struct Accepted: Sendable, CustomTestStringConvertible {
        let text: String
        let channels: [Int]
        let alpha: Int
        var testDescription: String { text }
    }

    @Test(arguments: [
        Accepted(text: "#f0a", channels: [255, 0, 170], alpha: 255),
        Accepted(text: "#F0A8", channels: [255, 0, 170], alpha: 136),
        Accepted(text: "#ff00aa", channels: [255, 0, 170], alpha: 255),
        Accepted(text: "#FF00AA80", channels: [255, 0, 170], alpha: 128),
        Accepted(text: "#aBcDeF", channels: [171, 205, 239], alpha: 255),
        Accepted(text: "#00000000", channels: [0, 0, 0], alpha: 0),
        Accepted(text: "#123", channels: [17, 34, 51], alpha: 255),
    ])
    func acceptedForms(_ accepted: Accepted) throws {
        let color = try #require(ColorValue(hexString: accepted.text))
        #expect(color.colorSpace == .srgb)
        #expect(color.components == accepted.channels.map { .number(Double($0) / 255) })
        #expect(color.alpha == Double(accepted.alpha) / 255)
        #expect(color.hex == nil)
    }

    @Test(arguments: ["", "#", "ff00aa", "#ff00a", "#ff00aa0", "#gg0000", "#ff00aa800", " #ff00aa", "#ff00aa ",
                      "#12", "##ff00aa", "#ff 0aa", "0xff00aa", "#ÿ00", "#+f0", "#-1-1-1"])
    func malformedTextIsRejected(_ text: String) {
        #expect(ColorValue(hexString: text) == nil)
    }

    @Test(arguments: ["#000000", "#ffffff", "#336699", "#0a0b0c", "#7f8081", "#ff00ff80", "#12345678", "#abcdef00"])
    func everyEightBitValueRoundTrips(_ text: String) throws {
        #expect(try #require(ColorValue(hexString: text)).hexString == text)
    }

    struct Written: Sendable, CustomTestStringConvertible {
        let color: ColorValue
        let hex: String
        var testDescription: String { hex }
    }

    @Test(arguments: [
        Written(color: ColorTesting.color(.srgb, [0.5, 0.5, 0.5]), hex: "#808080"),
        Written(color: ColorTesting.color(.srgb, [0.498, 0.502, 0.001]), hex: "#7f8000"),
        Written(color: ColorTesting.color(.srgb, [0.25, 0.0019, 0.0021]), hex: "#400001"),
        Written(color: ColorTesting.color(.srgb, [1, 0, 1], alpha: 0.5), hex: "#ff00ff80"),
        Written(color: ColorTesting.color(.srgb, [1, 0, 1], alpha: 0), hex: "#ff00ff00"),
        Written(color: ColorTesting.color(.srgb, [1, 0, 1], alpha: 0.999), hex: "#ff00ffff"),
        Written(color: ColorTesting.color(.srgb, [1, 0, 1], alpha: 1.5), hex: "#ff00ff"),
        Written(color: ColorTesting.color(.srgb, [nil, 1, nil]), hex: "#00ff00"),
        Written(color: ColorTesting.color(.hsl, [nil, 0, 100]), hex: "#ffffff"),
        Written(color: ColorTesting.color(.oklch, [0.6279554, 0.2576833, 29.2338803]), hex: "#ff0000"),
        Written(color: ColorTesting.color(.lab, [100, 0, 0]), hex: "#ffffff"),
        Written(color: ColorTesting.color(.displayP3, [1, 0, 1], alpha: 0.25), hex: "#ff2bfb40"),
    ])
    func hexStringRoundsTheMappedColor(_ written: Written) {
        #expect(written.color.hexString == written.hex)
    }
}

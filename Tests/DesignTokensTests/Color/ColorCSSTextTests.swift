import Testing
@testable import DesignTokens

/// `ColorValue(cssText:)`: every colour form CSS writes and the legacy forms token files have,
/// read into the space it names; anything else is no colour.
@Suite("Colours read from CSS text")
struct ColorCSSTextTests {
    @Test("each form is read into its own space, with its alpha", arguments: [
        ("#4555e1", "srgb", [0.270588, 0.333333, 0.882353], 1.0),
        ("rgb(69 85 225 / 50%)", "srgb", [0.270588, 0.333333, 0.882353], 0.5),
        ("rgba(69, 85, 225, 0.25)", "srgb", [0.270588, 0.333333, 0.882353], 0.25),
        ("hsl(120 50% 50%)", "hsl", [120, 50, 50], 1.0),
        ("hwb(120deg 10% 20%)", "hwb", [120, 10, 20], 1.0),
        ("lab(54.29 80.8 69.89)", "lab", [54.29, 80.8, 69.89], 1.0),
        ("lab(50% 100% -100%)", "lab", [50, 125, -125], 1.0),
        ("lch(54.29 106.84 40.85 / 0.5)", "lch", [54.29, 106.84, 40.85], 0.5),
        ("oklab(0.628 0.22 0.13)", "oklab", [0.628, 0.22, 0.13], 1.0),
        ("OKLCH(62.8% 0.2577 29.23deg)", "oklch", [0.628, 0.2577, 29.23], 1.0),
        ("oklch(0.628 50% 29.23/0.8)", "oklch", [0.628, 0.2, 29.23], 0.8),
        ("color(display-p3 1 0 0.5)", "display-p3", [1, 0, 0.5], 1.0),
        ("color(xyz 0.2 0.3 0.4)", "xyz-d65", [0.2, 0.3, 0.4], 1.0),
        ("color(srgb-linear 100% 0% 50% / 20%)", "srgb-linear", [1, 0, 0.5], 0.2),
        ("  navy ", "srgb", [0, 0, 0.501961], 1.0),
    ])
    func reads(text: String, space: String, components: [Double], alpha: Double) throws {
        let color = try #require(ColorValue(cssText: text), "\(text)")
        #expect(color.colorSpace.rawValue == space)
        let read = color.components.map(\.numericValue)
        #expect(zip(read, components).allSatisfy { abs($0 - $1) < 0.000_01 } && read.count == 3, "\(text): \(read)")
        #expect(abs(color.alpha - alpha) < 0.000_001)
    }

    @Test("a hue may be none")
    func none() throws {
        let color = try #require(ColorValue(cssText: "oklch(0.5 0 none)"))
        #expect(color.components[2] == .none)
    }

    @Test("anything else is no colour", arguments: [
        "", "blue-ish", "rgb(1, 2)", "oklch(0.5 0.1)", "oklch(0.5 0.1 20 40)", "lab(1 2 x)", "srgb(1 0 0)", "color(lab 50 0 0)",
        "color(nowhere 1 0 0)", "oklch(0.5 0.1 20 / )", "oklch(inf 0 0)", "display-p3(1 0 0)", "#12345", "oklch(" + String(repeating: "1 ", count: 500) + ")",
    ])
    func refuses(text: String) {
        #expect(ColorValue(cssText: text) == nil, "\(text)")
    }
}

import Foundation
import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Contrast of a resolved style's colour pairs (WCAG 2.x)")
struct StyleContrastTests {
    /// The WCAG 2.x ratio of two opaque sRGB hex colours, computed here from the formula.
    static func wcag(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let digits = Array(hex.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of a primary style with these literal colours (nil leaves a property unset).
    static func measure(foreground: String?, background: String?, surface: ColorValue? = nil,
                        foregroundAlpha: Double = 1, backgroundAlpha: Double = 1) throws -> ResolvedStyle {
        var base: [String] = []
        if let foreground { base.append(##""foreground": \##(StyleFixture.color(foreground, alpha: foregroundAlpha))"##) }
        if let background { base.append(##""background": \##(StyleFixture.color(background, alpha: backgroundAlpha))"##) }
        let document = try StyleFixture.document(StyleFixture.withPrimary(##"{"base": {\##(base.joined(separator: ", "))}}"##))
        return try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("light"), surface: surface))
    }

    @Test("black on white is 21: every level passes")
    func blackOnWhite() throws {
        let result = try #require(try Self.measure(foreground: "#000000", background: "#ffffff").contrast.first)
        #expect(abs(result.ratio - 21) < 1e-9)
        #expect(result.aa && result.aaLarge && result.aaa && result.aaaLarge)
        #expect(result.foreground == "foreground" && result.background == "background")
        #expect(result.foregroundColor.hexString == "#000000" && result.backgroundColor.hexString == "#ffffff")
        #expect(result.note == nil)
    }

    @Test("#777777 on white is about 4.48: fails AA, passes AA large")
    func grey() throws {
        let result = try #require(try Self.measure(foreground: "#777777", background: "#ffffff").contrast.first)
        #expect(result.roundedRatio == 4.48)
        #expect(!result.aa)
        #expect(result.aaLarge)
        #expect(!result.aaa)
        #expect(!result.aaaLarge)
    }

    @Test("#0000ff on white is about 8.59: passes AAA")
    func blue() throws {
        let result = try #require(try Self.measure(foreground: "#0000ff", background: "#ffffff").contrast.first)
        #expect(result.roundedRatio == 8.59)
        #expect(result.aa && result.aaa)
    }

    @Test("known pairs match the WCAG formula", arguments: [
        ("#000000", "#ffffff"), ("#777777", "#ffffff"), ("#0000ff", "#ffffff"), ("#ffffff", "#000080"),
        ("#4555e1", "#f5f5f7"), ("#ff0000", "#00ff00"), ("#767676", "#ffffff"), ("#123456", "#abcdef"),
    ])
    func formula(_ foreground: String, _ background: String) throws {
        let result = try #require(try Self.measure(foreground: foreground, background: background).contrast.first)
        #expect(abs(result.ratio - Self.wcag(foreground, background)) < 1e-9, "\(result.ratio) vs \(Self.wcag(foreground, background))")
        #expect(result.aa == (Self.wcag(foreground, background) >= 4.5))
    }

    @Test("a translucent foreground is composited over the background first, and says so")
    func translucentForeground() throws {
        let result = try #require(try Self.measure(foreground: "#000000", background: "#ffffff", foregroundAlpha: 0.5).contrast.first)
        // 50% black over white blends to a grey of 0.5 in every gamma-encoded channel.
        let grey = pow((0.5 + 0.055) / 1.055, 2.4)
        #expect(abs(result.ratio - 1.05 / (grey + 0.05)) < 1e-9)
        #expect(result.roundedRatio == 3.98)
        #expect(result.foregroundColor.hexString == "#00000080")
        #expect(result.note?.contains("'foreground' is translucent (alpha 0.5); composited over the background") == true)
    }

    @Test("a translucent background is composited over the surface, or white")
    func translucentBackground() throws {
        let overSurface = try #require(try Self.measure(foreground: "#ffffff", background: "#000000", surface: ColorValue(hexString: "#000000"),
                                                        backgroundAlpha: 0.5).contrast.first)
        #expect(abs(overSurface.ratio - 21) < 1e-9, "50% black on a black page is black")
        #expect(overSurface.backgroundColor.hexString == "#000000")
        #expect(overSurface.note?.contains("composited over the page surface #000000") == true)
        let overWhite = try #require(try Self.measure(foreground: "#ffffff", background: "#000000", backgroundAlpha: 0.5).contrast.first)
        #expect(overWhite.backgroundColor.hexString == "#808080")
        #expect(overWhite.roundedRatio == 3.98)
        #expect(overWhite.note?.contains("composited over white (no page surface was given)") == true)
    }

    @Test("a missing background is measured on the surface, and says so")
    func surface() throws {
        let style = try Self.measure(foreground: "#777777", background: nil, surface: ColorValue(hexString: "#ffffff"))
        let result = try #require(style.contrast.first)
        #expect(result.roundedRatio == 4.48)
        #expect(result.background == "background")
        #expect(result.backgroundColor.hexString == "#ffffff")
        #expect(result.note == "'background' is not set; measured on the page surface #ffffff")
        #expect(style.notes.isEmpty)
    }

    @Test("no background and no surface: no result, a note")
    func noBackground() throws {
        let style = try Self.measure(foreground: "#777777", background: nil)
        #expect(style.contrast.isEmpty)
        #expect(style.notes == ["'foreground' on 'background': the background is not set and no page surface was given, so the contrast was not measured"])
        #expect(style.json["notes"]?.arrayValue?.count == 1)
    }

    @Test("no foreground: nothing to measure, nothing to say")
    func noForeground() throws {
        let style = try Self.measure(foreground: nil, background: "#ffffff")
        #expect(style.contrast.isEmpty && style.notes.isEmpty)
    }

    @Test("through tokens, per theme")
    func tokens() throws {
        let document = try StyleFixture.document(StyleFixture.complete)
        let light = try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("light"))?.contrast.first)
        let dark = try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("dark"))?.contrast.first)
        #expect(light.roundedRatio == 8.59, "white on blue")
        #expect(abs(dark.ratio - 21) < 1e-9, "black on white")
    }

    @Test("the result as JSON: hex colours, the ratio to two decimals, the verdicts")
    func json() throws {
        let json = try #require(try Self.measure(foreground: "#777777", background: "#ffffff").contrast.first).json
        #expect(json == [
            "foreground": "foreground", "background": "background", "kind": "text", "criterion": "1.4.3 Contrast (Minimum)",
            "required": 4.5, "passes": false, "foregroundColor": "#777777", "backgroundColor": "#ffffff",
            "ratio": 4.48, "AA": false, "AALarge": true, "AAA": false, "AAALarge": false, "note": nil,
        ])
    }
}

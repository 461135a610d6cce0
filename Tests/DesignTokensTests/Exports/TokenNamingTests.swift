@testable import DesignTokens
import Testing

/// Style Dictionary's name transforms on awkward paths.
@Suite struct TokenNamingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: [String]
        let kebab: String
        let camel: String
        let pascal: String
        let snake: String
        var testDescription: String { path.joined(separator: ".") }
    }

    static let cases: [Case] = [
        Case(path: ["color", "brand", "500"], kebab: "color-brand-500", camel: "colorBrand500", pascal: "ColorBrand500", snake: "color_brand_500"),
        Case(path: ["font", "fontSize"], kebab: "font-font-size", camel: "fontFontSize", pascal: "FontFontSize", snake: "font_font_size"),
        Case(path: ["font", "font-size"], kebab: "font-font-size", camel: "fontFontSize", pascal: "FontFontSize", snake: "font_font_size"),
        Case(path: ["font", "font_size"], kebab: "font-font-size", camel: "fontFontSize", pascal: "FontFontSize", snake: "font_font_size"),
        Case(path: ["color", "action", "primary", "$root"], kebab: "color-action-primary", camel: "colorActionPrimary",
             pascal: "ColorActionPrimary", snake: "color_action_primary"),
        Case(path: ["space", "2xl"], kebab: "space-2xl", camel: "space2xl", pascal: "Space2xl", snake: "space_2xl"),
        Case(path: ["2xl"], kebab: "2xl", camel: "2xl", pascal: "2xl", snake: "2xl"),
        Case(path: ["Brand Blue", "Light 100"], kebab: "brand-blue-light-100", camel: "brandBlueLight100",
             pascal: "BrandBlueLight100", snake: "brand_blue_light_100"),
        Case(path: ["XMLHttp", "request"], kebab: "xml-http-request", camel: "xmlHttpRequest", pascal: "XmlHttpRequest", snake: "xml_http_request"),
        Case(path: ["heading", "h1Title"], kebab: "heading-h1-title", camel: "headingH1Title", pascal: "HeadingH1Title", snake: "heading_h1_title"),
        Case(path: ["shadow", "elevation+1 (raised)"], kebab: "shadow-elevation-1-raised", camel: "shadowElevation1Raised",
             pascal: "ShadowElevation1Raised", snake: "shadow_elevation_1_raised"),
        Case(path: ["café", "crème"], kebab: "caf-cr-me", camel: "cafCrMe", pascal: "CafCrMe", snake: "caf_cr_me"),
        Case(path: ["名前"], kebab: "token", camel: "token", pascal: "Token", snake: "token"),
        Case(path: ["$root"], kebab: "token", camel: "token", pascal: "Token", snake: "token"),
    ]

    @Test(arguments: cases)
    func names(_ example: Case) {
        let path = TokenPath(example.path)
        #expect(TokenNaming.kebab(path) == example.kebab)
        #expect(TokenNaming.camel(path) == example.camel)
        #expect(TokenNaming.pascal(path) == example.pascal)
        #expect(TokenNaming.snake(path) == example.snake)
    }

    @Test func identifiersNeverStartWithADigitOrAKeyword() {
        #expect(ExportNames.identifier("2xl") == "_2xl")
        #expect(ExportNames.identifier("2xl", prefix: "token-") == "token-2xl")
        #expect(ExportNames.identifier("space2xl") == "space2xl")
        #expect(ExportNames.identifier("default", reserved: SwiftExport.keywords) == "_default")
        #expect(ExportNames.identifier("class", reserved: AndroidExport.keywords) == "_class")
        #expect(ExportNames.identifier("defaults", reserved: SwiftExport.keywords) == "defaults")
    }

    @Test func collisionsGetTheFirstFreeNumber() {
        #expect(ExportNames.unique(["a-b-c", "a-b-c", "a-b-c"], separator: "-") == ["a-b-c", "a-b-c-2", "a-b-c-3"])
        // `x-y-2` is a token's own name, so the second `x-y` skips it.
        #expect(ExportNames.unique(["x-y", "x-y", "x-y-2"], separator: "-") == ["x-y", "x-y-3", "x-y-2"])
        #expect(ExportNames.unique(["aBC", "aBC"], separator: "_") == ["aBC", "aBC_2"])
        #expect(ExportNames.unique(["a", "b"], separator: "-") == ["a", "b"])
    }
}

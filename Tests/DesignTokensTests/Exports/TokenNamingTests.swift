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
        Case(path: ["café", "crème"], kebab: "cafe-creme", camel: "cafeCreme", pascal: "CafeCreme", snake: "cafe_creme"),
        Case(path: ["Größe", "Ørsted"], kebab: "grosse-orsted", camel: "grosseOrsted", pascal: "GrosseOrsted", snake: "grosse_orsted"),
        Case(path: ["ÉtéÀ"], kebab: "ete-a", camel: "eteA", pascal: "EteA", snake: "ete_a"),
        Case(path: ["łódź", "Œuvre"], kebab: "lodz-oeuvre", camel: "lodzOeuvre", pascal: "LodzOeuvre", snake: "lodz_oeuvre"),
        Case(path: ["цвет", "Фон"], kebab: "tsvet-fon", camel: "tsvetFon", pascal: "TsvetFon", snake: "tsvet_fon"),
        Case(path: ["χρώμα"], kebab: "chroma", camel: "chroma", pascal: "Chroma", snake: "chroma"),
        Case(path: ["ŒUVRE", "ЦВЕТ"], kebab: "oeuvre-tsvet", camel: "oeuvreTsvet", pascal: "OeuvreTsvet", snake: "oeuvre_tsvet"),
        Case(path: ["名前"], kebab: "u540d-u524d", camel: "u540dU524d", pascal: "U540dU524d", snake: "u540d_u524d"),
        Case(path: ["color", "色500"], kebab: "color-u8272-500", camel: "colorU8272500", pascal: "ColorU8272500", snake: "color_u8272_500"),
        Case(path: ["size×2"], kebab: "size-2", camel: "size2", pascal: "Size2", snake: "size_2"),
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

    /// Claims of `names`, by tokens named after their position (`t0`, `t1`…).
    private func claims(_ names: [String]) -> [ExportNames.Claim] {
        names.enumerated().map { ExportNames.Claim($1, token: TokenPath(["t\($0)"])) }
    }

    @Test func numberingGivesTheFirstFreeNumber() throws {
        #expect(try ExportNames.assign(claims(["a-b-c", "a-b-c", "a-b-c"]), format: "CSS", separator: "-", numbering: true)
            == ["a-b-c", "a-b-c-2", "a-b-c-3"])
        // `x-y-2` is a token's own name, so the second `x-y` skips it.
        #expect(try ExportNames.assign(claims(["x-y", "x-y", "x-y-2"]), format: "CSS", separator: "-", numbering: true)
            == ["x-y", "x-y-3", "x-y-2"])
        #expect(try ExportNames.assign(claims(["aBC", "aBC"]), format: "Swift", separator: "_", numbering: true) == ["aBC", "aBC_2"])
        #expect(try ExportNames.assign(claims(["a", "b"]), format: "CSS", separator: "-") == ["a", "b"])
    }

    @Test func aCollisionNamesBothTokens() {
        let claims = [ExportNames.Claim("a-b", token: TokenPath(["a", "b"])), ExportNames.Claim("c", token: TokenPath(["c"])),
                      ExportNames.Claim("a-b", token: TokenPath(["a-b"]))]
        #expect(throws: TokenExportError(.nameCollision, "a.b and a-b both become 'a-b' in CSS; "
                + "rename one of them (names are made of the path's letters and digits)", tokens: [TokenPath(["a", "b"]), TokenPath(["a-b"])])) {
            try ExportNames.assign(claims, format: "CSS", separator: "-")
        }
        let companion = [ExportNames.Claim("f-letter-spacing", token: TokenPath(["f-letter-spacing"])),
                         ExportNames.Claim("f", token: TokenPath(["f"])),
                         ExportNames.Claim("f-letter-spacing", token: TokenPath(["f"]), part: "letter spacing")]
        #expect(throws: TokenExportError.self) { try ExportNames.assign(companion, format: "CSS", separator: "-") }
        do {
            _ = try ExportNames.assign(companion, format: "CSS", separator: "-")
        } catch {
            #expect(error.message.hasPrefix("f-letter-spacing and f (its letter spacing) both become 'f-letter-spacing'"))
        }
    }
}

@testable import DesignTokens
import Testing

/// Typography in the formats apps read: Swift, Android, Compose and CSS, each value worked out
/// by hand from the token (px 1:1, rem × 16; an em spacing at the style's own size).
@Suite struct TypographyExportTests {
    /// One typography token, `type.x`, read tolerantly (an absolute line height needs it).
    static func set(_ value: String) throws -> TokenSet {
        let document = #"{"type": {"x": {"$type": "typography", "$value": "# + value + "}}}"
        let source = TokenSource(file: "type.tokens.json", document: try JSONParser.parse(document))
        return try #require(TokenSetBuilder.build([source], strictness: .tolerant).0)
    }

    static let emSpacing = #"{"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "#
        + #""letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": 1.5}"#
    static let pxSpacing = #"{"fontFamily": ["Georgia", "serif"], "fontSize": {"value": 1.25, "unit": "rem"}, "fontWeight": 700, "#
        + #""letterSpacing": {"value": -0.5, "unit": "px"}, "lineHeight": {"value": 30, "unit": "px"}}"#
    static let remSpacing = #"{"fontFamily": ["JetBrains Mono", "monospace"], "fontSize": {"value": 14, "unit": "px"}, "fontWeight": 500, "#
        + #""letterSpacing": {"value": 0.1, "unit": "rem"}, "lineHeight": {"value": 1.2, "unit": "em"}}"#

    @Test("each format writes the style's literal", arguments: [
        // 0.05em at 16pt is 0.8pt of tracking.
        (emSpacing, TokenExportFormat.swift, [
            #"Typography(fontFamily: ["Inter", "sans-serif"], size: 16, weight: .regular, letterSpacing: 0.8, lineHeight: 1.5)"#]),
        // 1.25rem is 20pt; 30px over 20 is a line height of 1.5.
        (pxSpacing, .swift, [#"Typography(fontFamily: ["Georgia", "serif"], size: 20, weight: .bold, letterSpacing: -0.5, lineHeight: 1.5)"#]),
        // 0.1rem is 1.6pt; 1.2em of its own size is 1.2 times it.
        (remSpacing, .swift, [#"size: 14, weight: .medium, letterSpacing: 1.6, lineHeight: 1.2)"#]),
        (emSpacing, .android, [#"<style name="TextAppearance.TypeX" parent="android:TextAppearance">"#,
                               #"<item name="android:fontFamily">sans-serif</item>"#, #"<item name="android:textSize">16sp</item>"#,
                               #"<item name="android:textFontWeight">400</item>"#, #"<item name="android:letterSpacing">0.05</item>"#,
                               #"<item name="android:lineHeight">24sp</item>"#]),
        // -0.5px over 20px is -0.025em.
        (pxSpacing, .android, [#"<item name="android:fontFamily">serif</item>"#, #"<item name="android:textSize">20sp</item>"#,
                               #"<item name="android:letterSpacing">-0.025</item>"#, #"<item name="android:lineHeight">30sp</item>"#]),
        // 1.6px over 14px is 0.114286em; 1.2 × 14 is 16.8sp.
        (remSpacing, .android, [#"<item name="android:fontFamily">monospace</item>"#, #"<item name="android:letterSpacing">0.114286</item>"#,
                                #"<item name="android:lineHeight">16.8sp</item>"#, #"<item name="android:textFontWeight">500</item>"#]),
        (emSpacing, .compose, ["val TypeX: TextStyle = TextStyle(", "fontFamily = FontFamily.SansSerif,", "fontSize = 16.sp,",
                               "lineHeight = 1.5.em,", "letterSpacing = 0.05.em,"]),
        (pxSpacing, .compose, ["fontFamily = FontFamily.Serif,", "fontWeight = FontWeight(700),", "fontSize = 20.sp,",
                               "lineHeight = 30.sp,", "letterSpacing = -0.5.sp,"]),
        (remSpacing, .compose, ["fontFamily = FontFamily.Monospace,", "lineHeight = 1.2.em,", "letterSpacing = 1.6.sp,"]),
        (emSpacing, .css, ["--type-x: 400 16px/1.5 Inter, sans-serif;", "--type-x-letter-spacing: 0.05em;"]),
        (pxSpacing, .css, ["--type-x: 700 1.25rem/30px Georgia, serif;", "--type-x-letter-spacing: -0.5px;"]),
    ])
    func literal(value: String, format: TokenExportFormat, expected: [String]) throws {
        let set = try Self.set(value)
        let rendered = try TokenExport.renderReporting(set.tokens, from: set, as: format)
        for line in expected { #expect(rendered.text.contains(line), "\(line)\n\(rendered.text)") }
        #expect(rendered.omissions.isEmpty)
    }

    @Test("a size or spacing that does not convert is an omission naming the member", arguments: [
        (#"{"fontFamily": "Inter", "fontSize": {"value": 2, "unit": "em"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}"#,
         TokenExportFormat.swift, "fontSize is in em, which Swift does not convert (px and rem do)"),
        (#"{"fontFamily": "Inter", "fontSize": {"value": 2, "unit": "em"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}"#,
         .android, "fontSize is in em, which Android resources do not convert (px and rem do)"),
        (#"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 1, "unit": "pt"}, "lineHeight": 1}"#,
         .compose, "letterSpacing is in pt, which Compose does not convert (px, rem and em do)"),
        (#"{"fontFamily": "Inter", "fontSize": {"value": 0, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 1, "unit": "px"}, "lineHeight": 1}"#,
         .android, "its letterSpacing cannot be a fraction of its font size, which is 0"),
        (#"{"fontFamily": "Inter", "fontSize": {"value": 0, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 20, "unit": "px"}}"#,
         .swift, "its lineHeight cannot be a multiple of its font size, which is 0"),
        // 1e300px × 1e10em is past Double: never written as 0 or inf.
        (#"{"fontFamily": "Inter", "fontSize": {"value": 1e300, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 1e10, "unit": "em"}, "lineHeight": 1}"#,
         .swift, "a length of it, converted, is past the numbers Swift can write"),
        (#"{"fontFamily": "Inter", "fontSize": {"value": 1e-320, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 1e10, "unit": "px"}, "lineHeight": 1}"#,
         .android, "its letterSpacing is too large a fraction of its font size to write"),
    ])
    func unconvertible(value: String, format: TokenExportFormat, reason: String) throws {
        let set = try Self.set(value)
        let rendered = try TokenExport.renderReporting(set.tokens, from: set, as: format)
        #expect(rendered.omissions == [ExportOmission(token: TokenPath(["type", "x"]), format: format, reason: reason)])
    }

    /// The light/dark fixture's body style is 16px in light and 17px in dark, with 0.5px of
    /// letter spacing and a 1.5 line height: each every-context writer holds both.
    @Test("every context in one file holds each context's style", arguments: [
        (TokenExportFormat.swift, [
            #"public static let typographyBody = Typography(fontFamily: ["Inter", "Segoe UI", "sans-serif"], size: 16, weight: .regular, letterSpacing: 0.5, lineHeight: 1.5)"#,
            #"size: 17, weight: .regular, letterSpacing: 0.5, lineHeight: 1.5)"#]),
        (.compose, ["open val TypographyBody: TextStyle = TextStyle(", "fontSize = 16.sp,", "override val TypographyBody: TextStyle = TextStyle(",
                    "fontSize = 17.sp,", "letterSpacing = 0.5.sp,"]),
        (.android, [#"<item name=\"android:letterSpacing\">0.03125</item>"#, #"<item name=\"android:letterSpacing\">0.029412</item>"#,
                    #"<item name=\"android:lineHeight\">25.5sp</item>"#]),
        (.css, [#"--typography-body: 400 16px/1.5 Inter, "Segoe UI", sans-serif;"#, "--typography-body: 400 17px/1.5"]),
    ])
    func contexts(format: TokenExportFormat, expected: [String]) throws {
        let rendered = try TokenExport.renderReporting(try ThemeContextsFixture.variants(), as: format)
        for line in expected { #expect(rendered.text.contains(line), "\(line)\n\(rendered.text)") }
        #expect(!rendered.omissions.map(\.token.description).contains("typography.body"))
    }
}

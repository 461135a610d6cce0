@testable import DesignTokens
import Testing

/// Letter spacing tokens on Android: `android:letterSpacing` takes `em` only, so a spacing is a
/// float in `em` wherever it is written — as it is when in `em`, divided by the one font size of
/// the typography tokens that use it when in `px` or `rem`, and otherwise left out with a reason.
@Suite struct AndroidLetterSpacingTests {
    /// A token file with the spacing `font.letter-spacing.x` (its `$value` written as `spacing`)
    /// used by typography tokens of the given font sizes (px).
    static func set(spacing: String, usedAt sizes: [Double]) throws -> TokenSet {
        let styles = sizes.enumerated().map { index, size in
            #""s\#(index)": {"$value": {"fontFamily": "Inter", "fontSize": {"value": \#(size), "unit": "px"}, "fontWeight": 400, "#
                + #""letterSpacing": "{font.letter-spacing.x}", "lineHeight": 1.5}}"#
        }
        let document = #"{"font": {"letter-spacing": {"x": {"$type": "dimension", "$value": \#(spacing)}}}, "#
            + #""typography": {"$type": "typography"\#(styles.isEmpty ? "" : ", ")\#(styles.joined(separator: ", "))}}"#
        let source = TokenSource(file: "type.tokens.json", document: try JSONParser.parse(document))
        return try #require(TokenSetBuilder.build([source], strictness: .tolerant).0)
    }

    static let px = #"{"value": -0.5, "unit": "px"}"#
    static let rem = #"{"value": 0.05, "unit": "rem"}"#
    static let em = #"{"value": 0.02, "unit": "em"}"#
    static let zero = #"{"value": 0, "unit": "px"}"#

    @Test("a letter spacing token is a float in em", arguments: [
        (em, [Double](), "0.02"),          // em is written as it is, used or not
        (em, [12, 20], "0.02"),
        (px, [20], "-0.025"),              // -0.5px at 20px
        (px, [20, 20], "-0.025"),          // every user shares the size
        (rem, [16], "0.05"),               // 0.8px at 16px
        (zero, [12, 20], "0"),             // nothing to divide
    ])
    func written(spacing: String, sizes: [Double], expected: String) throws {
        let set = try Self.set(spacing: spacing, usedAt: sizes)
        let rendered = try TokenExport.renderReporting(set.tokens, from: set, as: .android)
        let line = #"<item name="font_letter_spacing_x" type="dimen" format="float">\#(expected)</item>"#
        #expect(rendered.text.contains(line), "\(rendered.text)")
        #expect(!rendered.omissions.contains { $0.token.description == "font.letter-spacing.x" })
        #expect(!rendered.text.contains("font_letter_spacing_x\">"), "never a dp dimen")
    }

    @Test("a px spacing without one font size is left out, saying why", arguments: [
        (px, [Double](), "do not share one font size"),   // nothing uses it
        (px, [12, 20], "do not share one font size"),     // two sizes: no one em value
        (#"{"value": 1, "unit": "pt"}"#, [16], "letter spacing in 'pt'"),
    ])
    func omitted(spacing: String, sizes: [Double], reason: String) throws {
        let set = try Self.set(spacing: spacing, usedAt: sizes)
        let rendered = try TokenExport.renderReporting(set.tokens, from: set, as: .android)
        let omission = try #require(rendered.omissions.first { $0.token.description == "font.letter-spacing.x" })
        #expect(omission.reason.contains(reason), "\(omission.reason)")
        #expect(!rendered.text.contains("name=\"font_letter_spacing_x\""))
        #expect(rendered.text.contains("font.letter-spacing.x"), "named in the file's comment")
    }
}

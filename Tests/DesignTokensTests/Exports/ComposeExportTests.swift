@testable import DesignTokens
import Testing

/// The Jetpack Compose export: a Kotlin object of `Color`, `Dp`, `TextUnit` and `TextStyle` values.
@Suite struct ComposeExportTests {
    @Test func writesTheFixture() throws {
        expectGolden(try ExportFixture.render(.compose), golden: "fixture.kt")
    }

    @Test func writesAwkwardNamesAndText() throws {
        expectGolden(try EdgeFixture.render(.compose), golden: "edge.kt")
    }

    @Test func writesEveryContext() throws {
        expectGolden(try FormatContextsFixture.render(.compose), golden: "contexts.kt")
    }

    @Test("values as Compose types", arguments: [
        (#"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}}"#, "Color = Color(0x33000000)"),
        (#"{"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0.5]}}"#,
         "Color = Color(red = 1f, green = 0f, blue = 0.5f, alpha = 1f, colorSpace = ColorSpaces.DisplayP3)"),
        (#"{"$type": "dimension", "$value": {"value": 1.5, "unit": "rem"}}"#, "Dp = 24.dp"),
        (#"{"$type": "dimension", "$value": {"value": -2, "unit": "px"}}"#, "Dp = -2.dp"),
        (#"{"$type": "duration", "$value": {"value": 0.25, "unit": "s"}}"#, "Int = 250"),
        (#"{"$type": "number", "$value": 1.5}"#, "Float = 1.5f"),
        (#"{"$type": "fontWeight", "$value": "semi-bold"}"#, "FontWeight = FontWeight(600)"),
        (#"{"$type": "fontFamily", "$value": ["Menlo", "monospace"]}"#, "FontFamily = FontFamily.Monospace"),
        (#"{"$type": "fontFamily", "$value": "Inter"}"#, "FontFamily = FontFamily.Default"),
        (#"{"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]}"#, "CubicBezierEasing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)"),
        (#"{"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": {"value": 2, "unit": "px"}, "style": "solid"}}"#,
         "BorderStroke = BorderStroke(2.dp, Color(0xFFFF0000))"),
        (#"{"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 1}]}"#,
         "Brush = Brush.verticalGradient(0f to Color(0xFFFFFFFF), 1f to Color(0xFF000000))"),
    ])
    func values(token: String, declaration: String) throws {
        let text = try render(#"{"x": \#(token)}"#)
        #expect(text.contains("    val X: \(declaration)\n"), "\(text)")
    }

    @Test("what Compose has no type for is listed, not declared", arguments: [
        #"{"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": {"value": 2, "unit": "px"}, "style": "dashed"}}"#,
        #"{"$type": "strokeStyle", "$value": "solid"}"#,
        #"{"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}}"#,
    ])
    func leftOut(token: String) throws {
        let text = try render(#"{"x": \#(token)}"#)
        #expect(text.contains("    // Not representable in Compose: x\n"))
        #expect(!text.contains("val X"))
    }

    @Test("text sizes, letter spacings and line heights a typography refers to are TextUnit in sp")
    func textUnits() throws {
        let text = try render(#"""
        {"size": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}},
         "tracking": {"$type": "dimension", "$value": {"value": 0.5, "unit": "px"}},
         "gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
         "body": {"$type": "typography", "$value": {"fontFamily": ["Georgia", "serif"], "fontSize": "{size}", "fontWeight": 400,
                  "letterSpacing": "{tracking}", "lineHeight": 1.4}}}
        """#)
        #expect(text.contains("    val Size: TextUnit = 16.sp\n"))
        #expect(text.contains("    val Tracking: TextUnit = 0.5.sp\n"))
        #expect(text.contains("    val Gap: Dp = 8.dp\n"))
        #expect(text.contains("        lineHeight = 1.4.em,\n"))
        #expect(text.contains("    // Georgia, serif: Compose loads no font by name; FontFamily.Serif stands in until Georgia is added as a font resource\n"))
    }

    @Test("strings escape $, comments cannot close or open early, a keyword object name is quoted")
    func escaping() throws {
        #expect(KotlinText.string("a$b \"c\" \\ \n\u{1}") == #""a\$b \"c\" \\ \n\u0001""#)
        #expect(KotlinText.docComment("ends */ opens /* again") == "/** ends * / opens / * again */")
        let set = try ExportFixture.set()
        let text = try TokenExport.render(set.tokens, from: set, as: .compose, options: TokenExportOptions(typeName: "object"))
        #expect(text.contains("\nobject `object` {\n"))
    }

    @Test("every context: an abstract class of the default's values, objects overriding what differs, current for light/dark")
    func contexts() throws {
        let text = try FormatContextsFixture.render(.compose)
        #expect(text.contains("    abstract class Theme {\n"))
        #expect(text.contains("        open val ColorGlow: Color? = null\n"))
        #expect(text.contains("    object Light : Theme()\n"))
        #expect(text.contains("    object Dark : Theme() {\n        // light's values stay for what dark lacks: color.highlight\n"))
        #expect(text.contains("        get() = if (isSystemInDarkTheme()) Dark else Light\n"))
        let dark = try #require(text.components(separatedBy: "object Dark").last)
        #expect(!dark.contains("RadiusCard"), "radius.card is the same in both contexts")
        let noScheme = try TokenExport.render(ContextVariants(modifier: "theme", variants: FormatContextsFixture.variants().variants), as: .compose)
        #expect(!noScheme.contains("isSystemInDarkTheme"))
    }

    @Test("a token whose Kotlin type differs between contexts is refused, naming it")
    func typeConflict() throws {
        let color = try set(#"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"#)
        let size = try set(#"{"x": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#)
        let variants = ContextVariants(modifier: "theme", variants: [.init(context: "a", permutation: Permutation(["theme": "a"]), set: color),
                                                                     .init(context: "b", permutation: Permutation(["theme": "b"]), set: size)])
        #expect {
            try TokenExport.render(variants, as: .compose)
        } throws: { error in
            (error as? TokenExportError)?.message.hasPrefix("x is a Color in a and a Dp in b; a Kotlin property has one type") == true
        }
    }

    private func render(_ document: String) throws -> String {
        let set = try set(document)
        return try TokenExport.render(set.tokens, from: set, as: .compose)
    }

    private func set(_ document: String) throws -> TokenSet {
        let source = TokenSource(file: "t.tokens.json", document: try JSONParser.parse(document))
        let (set, diagnostics) = TokenSetBuilder.build([source], strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(set)
    }
}

import Testing
@testable import DesignTokens

/// DTCG drafts (Tokens Studio's DTCG mode, Style Dictionary 4): `$value` strings become 2025.10 values.
@Suite("Dialects: DTCG drafts")
struct DraftConversionTests {
    static let d = Dialects.draft
    static func c(_ name: String, _ document: String, _ type: String, _ value: String, _ counted: String) -> ConvertsCase {
        ConvertsCase(name: name, document: document, path: "t", type: type, value: value, counted: counted)
    }

    static let cases: [ConvertsCase] = [
        c("#fff", d("color", ##""#fff""##), "color", ##"{"colorSpace":"srgb","components":[1,1,1],"hex":"#ffffff"}"##, "colour strings 1"),
        c("#ffffff80", d("color", ##""#FFFFFF80""##), "color",
          ##"{"colorSpace":"srgb","components":[1,1,1],"alpha":0.5019607843137255,"hex":"#ffffff"}"##, "colour strings 1"),
        c("rgba with commas", d("color", ##""rgba(255, 0, 0, .5)""##), "color",
          ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":0.5,"hex":"#ff0000"}"##, "colour strings 1"),
        c("rgb with spaces and slash", d("color", ##""rgb(0 0 255 / 50%)""##), "color",
          ##"{"colorSpace":"srgb","components":[0,0,1],"alpha":0.5,"hex":"#0000ff"}"##, "colour strings 1"),
        c("hsl kept lossless", d("color", ##""hsl(120, 100%, 50%)""##), "color",
          ##"{"colorSpace":"hsl","components":[120,100,50],"hex":"#00ff00"}"##, "colour strings 1"),
        c("Tokens Studio rgba(#hex, a)", d("color", ##""rgba(#000000, 20%)""##), "color",
          ##"{"colorSpace":"srgb","components":[0,0,0],"alpha":0.2,"hex":"#000000"}"##, "colour strings 1"),
        c("named colour", d("color", ##""transparent""##), "color",
          ##"{"colorSpace":"srgb","components":[0,0,0],"alpha":0,"hex":"#000000"}"##, "colour strings 1"),
        c("16px", d("dimension", ##""16px""##), "dimension", ##"{"value":16,"unit":"px"}"##, "dimension strings or bare numbers 1"),
        c("1.5rem", d("dimension", ##""1.5rem""##), "dimension", ##"{"value":1.5,"unit":"rem"}"##, "dimension strings or bare numbers 1"),
        c("200ms", d("duration", ##""200ms""##), "duration", ##"{"value":200,"unit":"ms"}"##, "duration strings or numbers 1"),
        c("0.2s", d("duration", ##""0.2s""##), "duration", ##"{"value":0.2,"unit":"s"}"##, "duration strings or numbers 1"),
        c("Bold", d("fontWeight", ##""Bold""##), "fontWeight", "700", "font weight names 1"),
        c("Semi Bold", d("fontWeight", ##""Semi Bold""##), "fontWeight", "600", "font weight names 1"),
        c("Regular", d("fontWeight", ##""Regular""##), "fontWeight", "400", "font weight names 1"),
        c("numeric weight string", d("fontWeight", ##""700""##), "fontWeight", "700", "font weight names 1"),
        c("family list", d("fontFamily", ##""Inter, 'Helvetica Neue', sans-serif""##), "fontFamily",
          ##"["Inter","Helvetica Neue","sans-serif"]"##, "font family lists 1"),
        c("number string", d("number", ##""0.5""##), "number", "0.5", "number strings 1"),
        c("easing keyword", d("cubicBezier", ##""ease-in""##), "cubicBezier", "[0.42,0,1,1]", "easing curves 1"),
        c("shadow string", d("shadow", ##""0 1px 2px rgba(0,0,0,.2)""##), "shadow",
          ##"{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.2,"hex":"#000000"},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":1,"unit":"px"},"blur":{"value":2,"unit":"px"},"spread":{"value":0,"unit":"px"}}"##,
          "shadows 1"),
        c("inset shadow layers", d("shadow", ##""inset 0 0 1px #000, 0 2px 4px #0000ff""##), "shadow",
          ##"[{"color":{"colorSpace":"srgb","components":[0,0,0],"hex":"#000000"},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":0,"unit":"px"},"blur":{"value":1,"unit":"px"},"spread":{"value":0,"unit":"px"},"inset":true},{"color":{"colorSpace":"srgb","components":[0,0,1],"hex":"#0000ff"},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":2,"unit":"px"},"blur":{"value":4,"unit":"px"},"spread":{"value":0,"unit":"px"}}]"##,
          "shadows 1"),
        c("Tokens Studio shadow object", d("shadow", ##"{"x": 0, "y": 4, "blur": 8, "spread": 0, "color": "#000", "type": "innerShadow"}"##), "shadow",
          ##"{"color":{"colorSpace":"srgb","components":[0,0,0],"hex":"#000000"},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":4,"unit":"px"},"blur":{"value":8,"unit":"px"},"spread":{"value":0,"unit":"px"},"inset":true}"##,
          "shadows 1"),
        c("border template", d("border", ##""2px dashed #f00""##), "border",
          ##"{"color":{"colorSpace":"srgb","components":[1,0,0],"hex":"#ff0000"},"width":{"value":2,"unit":"px"},"style":"dashed"}"##,
          "string templates made composites 1"),
        c("typography members", d("typography",
          ##"{"fontFamily": "Inter, sans-serif", "fontSize": "16px", "fontWeight": "Bold", "letterSpacing": "5%", "lineHeight": "150%"}"##), "typography",
          ##"{"fontFamily":["Inter","sans-serif"],"fontSize":{"value":16,"unit":"px"},"fontWeight":700,"letterSpacing":{"value":0.8,"unit":"px"},"lineHeight":1.5}"##,
          "font family lists 1"),
        c("transition strings", d("transition", ##"{"duration": "200ms", "delay": "0s", "timingFunction": "ease"}"##), "transition",
          ##"{"duration":{"value":200,"unit":"ms"},"delay":{"value":0,"unit":"s"},"timingFunction":[0.25,0.1,0.25,1]}"##, "easing curves 1"),
        c("gradient stop colours", d("gradient", ##"[{"color": "#000", "position": 0}, {"color": "#fff", "position": 1}]"##), "gradient",
          ##"[{"color":{"colorSpace":"srgb","components":[0,0,0],"hex":"#000000"},"position":0},{"color":{"colorSpace":"srgb","components":[1,1,1],"hex":"#ffffff"},"position":1}]"##,
          "colour strings 2"),
    ]

    @Test("each draft value converts, with one summary", arguments: cases)
    func converts(_ testCase: ConvertsCase) throws { try Dialects.expectConverts(testCase) }

    @Test("strict: the summary is an error and names file, first converted member and line")
    func strictSummary() {
        let text = "{\n  \"a\": {\"$type\": \"number\", \"$value\": 1},\n  \"t\": {\"$type\": \"color\", \"$value\": \"#fff\"}\n}"
        let built = Rules.build(text, .strict)
        #expect(built.set == nil)
        let summary = built.errors.first { $0.rule == .dialectConverted }
        #expect(summary?.file == Rules.file && summary?.path.description == "/t/$value" && summary?.line == 3, built.report)
        #expect(summary?.message.contains("run `swatchbook fix \(Rules.file)` to rewrite it in place") == true)
    }

    @Test("a DTCG 2025.10 file is left alone: no summary", arguments: [
        Rules.single("color", Rules.srgbJSON(1, 0, 0)), Rules.single("dimension", Rules.dimensionJSON(4)),
        Rules.single("fontWeight", ##""bold""##), Rules.single("fontFamily", ##""Inter""##),
    ])
    func strictFilesUnchanged(_ document: String) {
        let built = Rules.build(document, .strict)
        #expect(built.diagnostics.isEmpty, built.report)
    }
}

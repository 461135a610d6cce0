import Testing
@testable import DesignTokens

/// `swatchbook fix` on one file: each form the tolerant reader converts is written where it stands,
/// as the converter reads it, and nothing else in the text moves.
@Suite("fix: token files rewritten in place")
struct TokenFileFixTests {
    /// A form as written, its type, and the DTCG 2025.10 value the strict reader wants.
    struct Form: Sendable, CustomTestStringConvertible {
        let name: String
        let type: String
        let written: String
        let strict: String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(name: "hex, 6 digits", type: "color", written: ##""#fff7ed""##,
             strict: ##"{"colorSpace": "srgb", "components": [1, 0.9686274509803922, 0.9294117647058824], "hex": "#fff7ed"}"##),
        Form(name: "hex, 3 digits", type: "color", written: ##""#f00""##,
             strict: ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}"##),
        Form(name: "hex, 8 digits with alpha", type: "color", written: ##""#ff000080""##,
             strict: ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5019607843137255, "hex": "#ff0000"}"##),
        Form(name: "hex, 4 digits with alpha", type: "color", written: ##""#f008""##,
             strict: ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5333333333333333, "hex": "#ff0000"}"##),
        Form(name: "px string", type: "dimension", written: ##""16px""##, strict: ##"{"value": 16, "unit": "px"}"##),
        Form(name: "rem string", type: "dimension", written: ##""1.5rem""##, strict: ##"{"value": 1.5, "unit": "rem"}"##),
        Form(name: "bare number", type: "dimension", written: "16", strict: ##"{"value": 16, "unit": "px"}"##),
        Form(name: "ms string", type: "duration", written: ##""200ms""##, strict: ##"{"value": 200, "unit": "ms"}"##),
        Form(name: "s string", type: "duration", written: ##""0.2s""##, strict: ##"{"value": 0.2, "unit": "s"}"##),
        Form(name: "weight name", type: "fontWeight", written: ##""Semi Bold""##, strict: "600"),
        Form(name: "font family list", type: "fontFamily", written: ##""Inter, sans-serif""##, strict: ##"["Inter", "sans-serif"]"##),
    ]

    /// `text` fixed, or a failure naming what was refused.
    static func fixed(_ text: String, file: String = "t.tokens.json") -> Result<TokenFileFix, Diagnostics> {
        TokenFileFix.fix(Array(text.utf8), file: file)
    }

    static func text(_ fix: TokenFileFix) -> String { String(decoding: fix.text, as: UTF8.self) }

    @Test("each form is replaced where it stands by what the strict reader reads, and reads strictly", arguments: forms)
    func form(_ form: Form) throws {
        let original = "{\n  \"t\": {\n    \"$type\": \"\(form.type)\",\n    \"$value\": \(form.written),\n    \"$description\": \"kept\"\n  }\n}\n"
        let fix = try Self.fixed(original).get()
        #expect(Self.text(fix) == original.replacing(form.written, with: form.strict))
        #expect(fix.changes.count == 1 && fix.changes.first?.pointer.description == "/t/$value" && fix.changes.first?.line == 4)
        let (_, diagnostics) = TokenSetBuilder.build([TokenSource(file: "t.tokens.json", document: try JSONParser.parse(fix.text))],
                                                      strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let again = try TokenFileFix.fix(fix.text, file: "t.tokens.json").get()
        #expect(!again.isChanged && again.text == fix.text, "a second fix changes nothing")
    }

    /// A layout, the file in it, and the file `fix` writes: byte for byte.
    static let layouts: [(name: String, original: String, fixed: String)] = [
        ("two spaces, group type", "{\n  \"color\": {\n    \"$type\": \"color\",\n    \"a\": { \"$value\": \"#f00\" },\n    \"b\": { \"$value\": \"{color.a}\" }\n  }\n}\n",
         "{\n  \"color\": {\n    \"$type\": \"color\",\n    \"a\": { \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\"} },\n    \"b\": { \"$value\": \"{color.a}\" }\n  }\n}\n"),
        ("tabs", "{\n\t\"space\": {\n\t\t\"$type\": \"dimension\",\n\t\t\"sm\": {\n\t\t\t\"$value\": \"4px\"\n\t\t}\n\t}\n}",
         "{\n\t\"space\": {\n\t\t\"$type\": \"dimension\",\n\t\t\"sm\": {\n\t\t\t\"$value\": {\"value\": 4, \"unit\": \"px\"}\n\t\t}\n\t}\n}"),
        ("one line", ##"{"space":{"sm":{"$type":"dimension","$value":8}}}"##,
         ##"{"space":{"sm":{"$type":"dimension","$value":{"value": 8, "unit": "px"}}}}"##),
        ("CRLF", "{\r\n  \"d\": {\r\n    \"$type\": \"duration\",\r\n    \"$value\": \"150ms\"\r\n  }\r\n}\r\n",
         "{\r\n  \"d\": {\r\n    \"$type\": \"duration\",\r\n    \"$value\": {\"value\": 150, \"unit\": \"ms\"}\r\n  }\r\n}\r\n"),
        ("Style Dictionary classic: keys renamed in place, a type added with the file's own separator",
         "{\n  \"color\": {\n    \"red\": {\n      \"value\": \"#ff0000\",\n      \"comment\": \"alarm\"\n    }\n  }\n}\n",
         "{\n  \"color\": {\n    \"red\": {\n      \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\"},\n      \"$type\": \"color\",\n      \"$description\": \"alarm\"\n    }\n  }\n}\n"),
        ("Style Dictionary aliases", "{\"a\": {\"value\": \"1px\", \"type\": \"dimension\"}, \"b\": {\"value\": \"{a.value}\", \"type\": \"dimension\"}}",
         "{\"a\": {\"$value\": {\"value\": 1, \"unit\": \"px\"}, \"$type\": \"dimension\"}, \"b\": {\"$value\": \"{a}\", \"$type\": \"dimension\"}}"),
    ]

    @Test("the layout, indentation and line endings are kept byte for byte", arguments: layouts)
    func layout(name: String, original: String, fixed: String) throws {
        let fix = try Self.fixed(original).get()
        #expect(Self.text(fix) == fixed, "\(name)")
        #expect(try !TokenFileFix.fix(fix.text, file: "t.tokens.json").get().isChanged, "idempotent: \(name)")
    }

    @Test("descriptions, $extensions, aliases and already strict values are not touched")
    func untouched() throws {
        let original = """
        {
          "brand": {
            "$type": "color",
            "$description": "Brand: #fff7ed is the lightest",
            "50": {"$value": "#fff7ed", "$extensions": {"com.example": {"hex": "#fff7ed", "note": "16px"}}},
            "100": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}},
            "link": {"$value": "{brand.50}", "$description": "an alias"}
          }
        }
        """
        let fix = try Self.fixed(original).get()
        #expect(fix.changes.map(\.pointer.description) == ["/brand/50/$value"])
        #expect(Self.text(fix) == original.replacing(##""$value": "#fff7ed""##, with:
            ##""$value": {"colorSpace": "srgb", "components": [1, 0.9686274509803922, 0.9294117647058824], "hex": "#fff7ed"}"##))
    }

    @Test("a file already in strict DTCG 2025.10 is left byte for byte")
    func strictFile() throws {
        let original = "{\"a\": {\"$type\": \"dimension\", \"$value\": {\"value\": 2, \"unit\": \"px\"}}}"
        let fix = try Self.fixed(original).get()
        #expect(!fix.isChanged && fix.text == Array(original.utf8) && fix.counts == "nothing to change")
    }

    @Test("a file it cannot use is refused with its file, line and rule", arguments: [
        ("bad JSON", "{\n  \"a\": {\"$value\" \"#fff\"}\n}", "json-syntax", 2),
        ("a trailing comma (JSON5)", "{\n  \"a\": {\"$value\": \"#fff\",}\n}", "fix-refused", 2),
        ("JSONC", "{\n  // brand\n  \"a\": {\"$type\": \"color\", \"$value\": \"#fff\"}\n}", "fix-refused", 2),
        ("Tokens Studio export with themes", ##"{"core": {"a": {"value": "#fff", "type": "color"}}, "$themes": [], "$metadata": {"tokenSetOrder": ["core"]}}"##, "fix-refused", nil),
    ] as [(String, String, String, Int?)])
    func refused(name: String, text: String, rule: String, line: Int?) {
        guard case .failure(let found) = Self.fixed(text) else { Issue.record("\(name) was fixed"); return }
        #expect(found.list.count == 1 && found.list[0].rule.name == rule && found.list[0].file == "t.tokens.json", "\(found)")
        #expect(found.list[0].line == line, "\(found)")
    }

    @Test("a file over the token file limit is refused naming the setting")
    func limit() {
        var limits = TokenLimits()
        limits.tokenFileBytes = 16
        let result = TokenFileFix.fix(Array(##"{"a": {"$type": "color", "$value": "#fff"}}"##.utf8), file: "big.json", limits: limits)
        guard case .failure(let found) = result else { Issue.record("fixed"); return }
        #expect(found.list.first?.rule == .limitExceeded && found.list.first?.message.contains("tokenFileBytes") == true, "\(found)")
    }

    @Test("the summary counts each kind and quotes before and after")
    func summary() throws {
        let fix = try Self.fixed(##"{"c": {"value": "#f00", "comment": "red"}}"##).get()
        #expect(fix.counts == "1 value rewritten, 2 keys renamed, 1 member added", "\(fix.counts)")
        #expect(fix.changes.map(\.description).contains(##"/c/value (line 1): key "value" → "$value""##), "\(fix.changes)")
    }
}

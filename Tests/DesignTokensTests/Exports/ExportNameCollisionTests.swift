@testable import DesignTokens
import Testing

/// Two tokens that one format names alike are refused with an error naming both, never numbered.
@Suite struct ExportNameCollisionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let format: TokenExportFormat
        let document: String
        let message: String
        var testDescription: String { "\(format): \(message)" }
    }

    static let cases: [Case] = [
        Case(format: .css, document: #"{"a": {"b-c": {"$type": "number", "$value": 1}, "bC": {"$type": "number", "$value": 2}}}"#,
             message: "a.b-c and a.bC both become 'a-b-c' in CSS"),
        Case(format: .scss, document: #"{"a": {"b c": {"$type": "number", "$value": 1}}, "a-b-c": {"$type": "number", "$value": 2}}"#,
             message: "a-b-c and a.b c both become 'a-b-c' in SCSS"),
        Case(format: .js, document: #"{"color": {"brand": {"$type": "number", "$value": 1}}, "colorBrand": {"$type": "number", "$value": 2}}"#,
             message: "colorBrand and color.brand both become 'ColorBrand' in JavaScript"),
        Case(format: .swift, document: #"{"space": {"2": {"$type": "number", "$value": 1}}, "space2": {"$type": "number", "$value": 2}}"#,
             message: "space2 and space.2 both become 'space2' in Swift"),
        Case(format: .android, document: #"{"café": {"$type": "number", "$value": 1}, "cafe": {"$type": "number", "$value": 2}}"#,
             message: "café and cafe both become 'cafe' in Android resources"),
        // A typography's letter-spacing companion claims a name too.
        Case(format: .css, document: #"""
            {"h": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                   "letterSpacing": {"value": 1, "unit": "px"}, "lineHeight": 1.5}},
             "h-letter-spacing": {"$type": "number", "$value": 2}}
            """#, message: "h (its letter spacing) and h-letter-spacing both become 'h-letter-spacing' in CSS"),
    ]

    @Test(arguments: cases)
    func collisionsAreRefused(_ example: Case) throws {
        let source = TokenSource(file: "t.tokens.json", document: try JSONParser.parse(example.document))
        let set = try #require(TokenSetBuilder.build([source], strictness: .tolerant).0)
        do {
            let text = try TokenExport.render(set.tokens, from: set, as: example.format)
            Issue.record("expected a name collision, got:\n\(text)")
        } catch {
            #expect(error.code == .nameCollision)
            #expect(error.message.hasPrefix(example.message), "\(error.message)")
        }
        var options = TokenExportOptions()
        options.numbersCollidingNames = true
        #expect(try TokenExport.render(set.tokens, from: set, as: example.format, options: options).contains("2"))
    }

    /// Names that differ only once letters are transliterated are not a collision.
    @Test func transliteratedNamesThatDifferAreKept() throws {
        let document = #"{"crème": {"$type": "number", "$value": 1}, "creme-brulee": {"$type": "number", "$value": 2}}"#
        let source = TokenSource(file: "t.tokens.json", document: try JSONParser.parse(document))
        let set = try #require(TokenSetBuilder.build([source], strictness: .tolerant).0)
        let css = try TokenExport.render(set.tokens, from: set, as: .css)
        #expect(css.contains("--creme: 1;"))
        #expect(css.contains("--creme-brulee: 2;"))
    }
}

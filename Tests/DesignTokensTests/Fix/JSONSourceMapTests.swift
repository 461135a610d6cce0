import Testing
@testable import DesignTokens

/// `JSONParser.parseWithSpans` locates every value and key by its bytes.
@Suite("JSON source map")
struct JSONSourceMapTests {
    @Test("every value and key is located by its bytes", arguments: [
        "{\"a\": [1, \"x\", {\"b\": null}], \"c\": {}}",
        "\u{FEFF}{\r\n\t\"a\" :\t\"é\\u00e9\" ,\r\n\t\"b\": [ ] }",
        "  [true, false, -1.5e3, [[]]]  ",
    ])
    func spans(text: String) throws {
        let bytes = Array(text.utf8)
        let (json, map) = try JSONParser.parseWithSpans(bytes)
        func check(_ value: JSON, _ span: JSONSourceMap.Span) throws {
            #expect(try JSONParser.parse(Array(bytes[span.value])) == value)
            switch value {
            case .object(let object):
                #expect(span.children.count == object.count)
                for position in object.indices {
                    let child = map.child(position, of: span)
                    #expect(try JSONParser.parse(Array(bytes[child.key!])) == .string(object[position].key))
                    try check(object[position].value, child)
                }
            case .array(let elements):
                #expect(span.children.count == elements.count)
                for index in elements.indices { try check(elements[index], map.child(index, of: span)) }
            default:
                #expect(span.children.isEmpty)
            }
        }
        try check(json, map.root)
    }
}

@testable import DesignTokens
import Testing

/// Group metadata in the DTCG export: the root group's, and a deprecation tokens inherit.
@Suite struct DTCGGroupMetadataTests {
    @Test func inheritedDeprecationIsWrittenOnceOnTheGroup() throws {
        let document = """
            {
              "$description": "Root",
              "old": {
                "$type": "number",
                "$deprecated": "gone",
                "$extensions": {"org.example": true},
                "a": {"$value": 1},
                "b": {"$value": 2, "$deprecated": false},
                "c": {"$value": 3, "$deprecated": true}
              }
            }
            """
        let source = TokenSource(file: "g.tokens.json", document: try JSONParser.parse(document))
        let set = try #require(TokenSetBuilder.build([source], strictness: .strict).0)
        expectGolden(try TokenExport.render(set.tokens, from: set, as: .dtcg), """
            {
              "$description": "Root",
              "old": {
                "$type": "number",
                "$deprecated": "gone",
                "$extensions": {
                  "org.example": true
                },
                "a": {
                  "$type": "number",
                  "$value": 1
                },
                "b": {
                  "$type": "number",
                  "$value": 2,
                  "$deprecated": false
                },
                "c": {
                  "$type": "number",
                  "$value": 3,
                  "$deprecated": true
                }
              }
            }

            """)
    }
}

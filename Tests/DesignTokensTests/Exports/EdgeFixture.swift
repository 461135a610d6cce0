@testable import DesignTokens
import Testing

/// A set read tolerantly, with what generated code finds awkward: names close to each other once
/// converted (`a.b-c`, `a.bD`; names that collide are refused, see ``ExportNameCollisionTests``), a keyword (`default`), a leading digit (`2xl`), a description
/// with comment ends, quotes and a line break, a unit only CSS knows (`em`), values of an
/// unknown type (an object, a string with `;`), a family name that needs quotes, and a
/// typography alias (its letter spacing goes into a companion variable).
enum EdgeFixture {
    static let document = #"""
    {
      "a": {"b-c": {"$type": "dimension", "$value": {"value": 2, "unit": "em"}}, "bD": {"$type": "number", "$value": 3}},
      "default": {"$type": "number", "$value": 1, "$description": "Ends */ a comment -- with \"quotes\"\nand a second line", "$deprecated": true},
      "2xl": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}},
      "custom": {"$type": "gibberish", "$value": {"any": "thing"}},
      "note": {"$type": "gibberish", "$value": "a;b"},
      "type": {
        "$type": "typography",
        "heading": {"$value": {"fontFamily": "Noto Sans JP", "fontSize": {"value": 2, "unit": "rem"}, "fontWeight": 650,
                               "letterSpacing": {"value": -0.02, "unit": "rem"}, "lineHeight": 1.2}},
        "alias": {"$value": "{type.heading}"}
      }
    }
    """#

    /// The resolved set.
    static func set() throws -> TokenSet {
        let source = TokenSource(file: "edge.tokens.json", document: try JSONParser.parse(document))
        return try #require(TokenSetBuilder.build([source], strictness: .tolerant).0)
    }

    /// `format` rendered for the whole set, without a header.
    static func render(_ format: TokenExportFormat, resolveAliases: Bool = true) throws -> String {
        let set = try set()
        return try TokenExport.render(set.tokens, from: set, as: format, options: TokenExportOptions(resolveAliases: resolveAliases))
    }
}

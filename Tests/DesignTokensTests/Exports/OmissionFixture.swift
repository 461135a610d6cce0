@testable import DesignTokens
import Testing

/// A set read tolerantly with a token each platform format cannot hold: a unit only CSS knows
/// (`vw`), a duration (Figma has no variable type for it), a shadow (no Android, Compose or Figma
/// type), a value of an unknown type that is an object, and a typography whose letter spacing is
/// a percentage (which no app platform converts); and a colour every format writes.
enum OmissionFixture {
    static let document = #"""
    {
      "color": {"ok": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
      "size": {"viewport": {"$type": "dimension", "$value": {"value": 50, "unit": "vw"}}},
      "motion": {"fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}},
      "shadow": {"card": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]},
        "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
        "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
      "custom": {"$type": "gibberish", "$value": {"any": "thing"}},
      "type": {"wide": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"],
        "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 2, "unit": "%"}, "lineHeight": 1.5}}}
    }
    """#

    /// The resolved set.
    static func set() throws -> TokenSet {
        let source = TokenSource(file: "omission.tokens.json", document: try JSONParser.parse(document))
        return try #require(TokenSetBuilder.build([source], strictness: .tolerant).0)
    }

    /// The paths a file in `format` names as left out, from its own comments (for Figma, the
    /// tokens that have no variable in the body): what ``ExportOmission``s must list.
    static func listedAsLeftOut(_ text: String, format: TokenExportFormat, tokens: [TokenPath]) throws -> Set<String> {
        switch format {
        case .dtcg, .flat: return []
        case .figma:
            let variables = try #require(try JSONParser.parse(text)["variables"]?.arrayValue)
            let ids = Set(variables.compactMap { $0["id"]?.stringValue })
            return Set(tokens.map(\.description).filter { !ids.contains("variable:" + $0) })
        default:
            var listed: Set<String> = []
            let prefixes = ["Not representable in Swift: ", "Not representable in Compose: ", "Not representable as Android resources: ",
                            "Left out, as values/ has no resource of that name and type for them: "]
            for line in text.split(separator: "\n").map(String.init) {
                if let prefix = prefixes.first(where: { line.contains($0) }) {
                    var list = String(line[line.range(of: prefix)!.upperBound...])
                    for end in [" -->", " */"] where list.hasSuffix(end) { list = String(list.dropLast(end.count)) }
                    listed.formUnion(list.components(separatedBy: ", "))
                } else if let range = line.range(of: " is left out: its value has no ") {
                    let head = line[..<range.lowerBound]
                    listed.insert(String(head.split(separator: " ").last ?? ""))
                }
            }
            return listed
        }
    }
}

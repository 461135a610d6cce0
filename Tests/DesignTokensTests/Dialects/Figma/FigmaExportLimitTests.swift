@testable import DesignTokens
import Testing

/// The limits Figma publishes for `POST /v1/files/:file_key/variables`, refused by the export with
/// a `platform-limit` error instead of a body Figma would answer with a 400.
@Suite("Figma variables: the export's limits")
struct FigmaExportLimitTests {
    /// A token set of `count` numbers, each with a description of `describedBy` bytes.
    static func set(_ count: Int, describedBy bytes: Int = 0) throws -> TokenSet {
        let description = bytes > 0 ? #", "$description": "\#(String(repeating: "d", count: bytes))""# : ""
        let members = (0..<count).map { #""n\#($0)": {"$type": "number", "$value": \#($0)\#(description)}"# }.joined(separator: ", ")
        let (set, diagnostics) = TokenSetBuilder.build([TokenSource(file: "t.tokens.json", document: try JSONParser.parse("{\(members)}"))],
                                                       strictness: .strict)
        return try #require(set, FigmaTesting.report(diagnostics))
    }

    static func refusal(_ set: TokenSet) -> TokenExportError? {
        do {
            _ = try TokenExport.render(set.tokens, from: set, as: .figma)
            return nil
        } catch {
            return error
        }
    }

    @Test("5,000 variables in the collection are written, 5,001 refused")
    func variablesPerCollection() throws {
        #expect(Self.refusal(try Self.set(5_000)) == nil)
        let refused = try #require(Self.refusal(try Self.set(5_001)))
        #expect(refused.code == .platformLimit)
        #expect(refused.message.contains("at most 5,000 variables and these tokens make 5,001"), "\(refused)")
    }

    @Test("a body past 4 MB is refused, one under it written")
    func requestBytes() throws {
        #expect(Self.refusal(try Self.set(60, describedBy: 60_000)) == nil)
        let refused = try #require(Self.refusal(try Self.set(70, describedBy: 60_000)))
        #expect(refused.code == .platformLimit)
        #expect(refused.message.contains("at most 4 MB (4,000,000 bytes)"), "\(refused)")
    }

    @Test("a generic dimension is offered where lengths go, so that it reads back as a dimension")
    func dimensionScopes() throws {
        let (set, _) = TokenSetBuilder.build([TokenSource(file: "t.tokens.json", document: try JSONParser.parse(
            #"{"space": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}}}"#))], strictness: .strict)
        let body = try JSONParser.parse(try TokenExport.render(try #require(set).tokens, from: try #require(set), as: .figma))
        let scopes = body["variables"]?[0]?["scopes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(scopes == FigmaValue.lengthScopes)
        #expect(scopes.allSatisfy(FigmaTokenKind.lengthScopes.contains))
    }
}

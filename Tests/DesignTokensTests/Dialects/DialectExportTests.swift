import Testing
@testable import DesignTokens

/// `--format dtcg` of a converted file is strict DTCG 2025.10: built again strictly, nothing is reported.
@Suite("Dialects: the DTCG export is the migration")
struct DialectExportTests {
    static let documents: [(String, String)] = [
        ("classic", ##"{"color": {"red": {"value": "#f00", "comment": "c"}, "alias": {"value": "{color.red.value}"}}, "size": {"s": {"value": "2"}}, "asset": {"logo": {"value": "a.png", "type": "asset"}}, "border": {"b": {"value": "{size.s} solid {color.red}", "type": "border"}}}"##),
        ("draft", ##"{"c": {"$type": "color", "a": {"$value": "rgba(0,0,0,.5)"}}, "s": {"$type": "shadow", "x": {"$value": "0 1px 2px #000"}}, "w": {"$type": "fontWeight", "b": {"$value": "Bold"}}}"##),
        ("tokens studio", ##"{"a": {"value": "4", "type": "spacing"}, "b": {"value": "{a} * 2", "type": "spacing"}, "c": {"value": "{a} * 1em", "type": "spacing"}, "t": {"value": "hello", "type": "text"}}"##),
        ("tokens studio sets", TokensStudioConversionTests.export),
    ]

    @Test("converted, exported as DTCG and read strictly again: no diagnostic", arguments: documents)
    func roundTrip(_ name: String, _ document: String) throws {
        let built = Rules.build(document, .tolerant)
        let set = try #require(built.set, built.report)
        let exported = try TokenExport.render(set.tokens, from: set, as: .dtcg, options: TokenExportOptions())
        let again = Rules.build(exported, .strict)
        #expect(again.diagnostics.isEmpty, again.report)
        let standardTokens: Int = set.tokens.filter { $0.type.isStandard }.count
        #expect(again.set?.tokens.count == standardTokens)
    }

    @Test("a text token is kept in its group's $extensions by the DTCG export")
    func textTokensKept() throws {
        let built = Rules.build(##"{"asset": {"logo": {"value": "a.png", "type": "asset"}}}"##, .tolerant)
        let set = try #require(built.set, built.report)
        let exported = try JSONParser.parse(TokenExport.render(set.tokens, from: set, as: .dtcg, options: TokenExportOptions()))
        #expect(exported["asset"]?["$extensions"]?["com.swatchbook.legacy"]?["tokens"]?["logo"]?["$value"] == "a.png")
    }
}

import Testing
@testable import DesignTokens

/// A document in an older dialect, and what one of its tokens must be once converted.
struct ConvertsCase: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let path: String
    let type: String
    /// The expected `$value` in DTCG 2025.10 JSON.
    let value: String
    /// A phrase the summary must contain (the rule counted).
    let counted: String

    var testDescription: String { name }
}

enum Dialects {
    /// A Style Dictionary classic document of one token `t` in category `category`.
    static func classic(_ token: String, under category: String = "misc") -> String {
        ##"{"\##(category)": {"t": \##(token)}}"##
    }

    /// A DTCG draft document of one token `t`.
    static func draft(_ type: String, _ value: String) -> String { Rules.single(type, value) }

    /// Checks that `testCase` loads tolerantly with exactly one diagnostic, the summary, and the expected value.
    static func expectConverts(_ testCase: ConvertsCase) throws {
        let built = Rules.build(testCase.document, .tolerant)
        #expect(built.errors.isEmpty, built.report)
        let summaries = built.diagnostics.filter { $0.rule == .dialectConverted }
        #expect(summaries.count == 1 && built.diagnostics.count == 1, built.report)
        #expect(summaries.first?.message.contains(testCase.counted) == true, built.report)
        let token = try #require(built.token(testCase.path), built.report)
        #expect(token.type.rawValue == testCase.type)
        #expect(token.value.json == (try JSONParser.parse(testCase.value)), "got \(token.value.json)")
    }
}

import Testing
@testable import DesignTokens

/// Counts are said with the right noun: one is singular, any other number plural (issue 28, item 5).
@Suite struct PluralTests {
    @Test("a number with its noun", arguments: [
        (0, "page", nil, "0 pages"), (1, "page", nil, "1 page"), (2, "page", nil, "2 pages"),
        (1, "property", "properties", "1 property"), (3, "property", "properties", "3 properties"),
        (1_200, "token", nil, "1200 tokens"), (1, "sample set", nil, "1 sample set"),
    ] as [(Int, String, String?, String)])
    func counted(number: Int, noun: String, plural: String?, expected: String) {
        #expect(Plural.counted(number, noun, plural: plural) == expected)
    }

    @Test("grouped by thousands when asked", arguments: [(1, "1 problem"), (1_200, "1,200 problems"), (1_000_000, "1,000,000 problems")])
    func grouped(number: Int, expected: String) {
        #expect(Plural.counted(number, "problem", grouped: true) == expected)
    }
}

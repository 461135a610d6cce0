import Testing
@testable import DesignTokens

/// Token documents for the style and layout tests, built as the token tests build theirs.
enum Rules {
    /// Parses `text` as one token file and resolves it.
    static func build(_ text: String, _ strictness: Strictness = .strict, file: String = "test.tokens.json") -> (set: TokenSet?, diagnostics: [Diagnostic]) {
        switch TokenSource.parse(Array(text.utf8), file: file) {
        case .success(let source):
            let (set, diagnostics) = TokenSetBuilder.build([source], strictness: strictness)
            return (set, diagnostics)
        case .failure(let diagnostic):
            Issue.record("the test document is not valid JSON: \(diagnostic)")
            return (nil, [diagnostic])
        }
    }

    /// A token path from a dot path, without the name rules (tests may need odd names).
    static func path(_ dotted: String) -> TokenPath {
        TokenPath(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// Every diagnostic, one per line, for failure messages.
    static func report(_ diagnostics: [Diagnostic]) -> Comment {
        Comment(rawValue: diagnostics.isEmpty ? "(no diagnostics)" : diagnostics.map(\.description).joined(separator: "\n"))
    }
}

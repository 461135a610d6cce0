import DesignTokens
import Testing

/// Helpers the diff tests share: token sets from JSON text, and a diff written as lines.
enum DiffTesting {
    /// The set of one strict DTCG document.
    static func set(_ text: String, file: String = "test.tokens.json") throws -> TokenSet {
        let (set, diagnostics) = TokenSetBuilder.build([TokenSource(file: file, document: try JSONParser.parse(Array(text.utf8)))],
                                                       strictness: .strict)
        return try #require(set, "\(diagnostics.map(\.description))")
    }

    /// One context without modifiers, holding `text`.
    static func plain(_ text: String) throws -> [(Permutation, TokenSet)] { [(Permutation([:]), try set(text))] }

    /// Every change of `diff` as one line each, kind by kind: `added a.b`, `removed c`,
    /// `renamed c → d`, `value e: 4px → 8px`, `type f: number → dimension`, `deprecated g (reason)`.
    static func lines(_ diff: ContextDiff) -> [String] {
        diff.added.map { "added \($0.path)" }
            + diff.removed.map { "removed \($0.path)" }
            + diff.renamed.map { "renamed \($0.oldPath) → \($0.token.path)" }
            + diff.valueChanged.map { "value \($0.path): \($0.oldValue.displayText) → \($0.newValue.displayText)" }
            + diff.typeChanged.map { "type \($0.path): \($0.oldType) → \($0.newType)" }
            + diff.deprecated.map { "deprecated \($0.path)" + ($0.reason.map { " (\($0))" } ?? "") }
    }
}

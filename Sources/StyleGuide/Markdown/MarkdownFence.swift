/// A fenced code block around text that may itself hold backtick fences.
enum MarkdownFence {
    /// `code` between fences one backtick longer than its longest run of backticks (at least three).
    static func block(_ code: String, language: String = "") -> String {
        let fence = String(repeating: "`", count: max(3, MarkdownText.longestBacktickRun(in: code) + 1))
        return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence
    }
}

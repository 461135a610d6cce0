/// A fenced code block around text that may itself hold backtick fences.
enum MarkdownFence {
    /// `code` between fences one backtick longer than its longest run of backticks (at least three).
    static func block(_ code: String, language: String = "") -> String {
        var longest = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence
    }
}

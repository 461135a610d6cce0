/// The `--base-path` an export's links start with: `/` by default, `/design/` for a site
/// published below a sub-path.
enum ExportBasePath {
    /// `text` as a base path starting and ending with `/`; an error for one that a link cannot
    /// start with (no `?`, `#`, `..`, `.`, spaces, quotes, backslashes or control characters).
    static func parse(_ text: String) throws(ExportError) -> String {
        guard text.hasPrefix("/") else {
            throw ExportError(.badBasePath, "--base-path must start with '/' (such as /design/), found '\(text)'")
        }
        let segments = text.split(separator: "/")
        for segment in segments {
            if segment == "." || segment == ".." || segment.contains(where: { "?#\\\"'<>%".contains($0) || $0.isWhitespace || ($0.asciiValue ?? 0x20) < 0x20 }) {
                throw ExportError(.badBasePath, "--base-path '\(text)' has the segment '\(segment)': use letters, digits, '-', '_' and '.' between slashes")
            }
        }
        return segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/"
    }
}

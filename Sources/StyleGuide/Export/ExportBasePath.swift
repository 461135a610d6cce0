/// The `--base-path` an export's links start with: `/` by default, `/design/` for a site
/// published below a sub-path.
enum ExportBasePath {
    /// The longest base path, in bytes.
    static let longest = 256

    /// `text` as a base path starting and ending with `/`; an error for one that a link cannot
    /// start with (no `?`, `#`, `..`, `.`, spaces, quotes, backslashes or control characters; at most ``longest`` bytes).
    static func parse(_ text: String) throws(ExportError) -> String {
        guard text.hasPrefix("/") else {
            throw ExportError(.badBasePath, "--base-path must start with '/' (such as /design/), found '\(text)'")
        }
        guard text.utf8.count <= longest else {
            throw ExportError(.badBasePath, "--base-path is \(text.utf8.count) bytes long; at most \(longest) leave room for the files' paths "
                + "within an object store's key (\(ExportFileName.pathBytes) bytes)")
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

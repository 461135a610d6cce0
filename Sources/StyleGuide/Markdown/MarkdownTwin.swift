import DesignSystem
import MicroHTTP

/// A guide page's markdown twin: what the page says, as markdown for assistants and tools
/// (`/tokens/color.md`, or the page's own URL asked with `Accept: text/markdown`).
protocol MarkdownTwin: Sendable {
    /// The twin of the page `request` asks for in `context`. Called only once the page itself has
    /// rendered, so every error (an unknown name, a bad parameter) is the page's own.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String
}

/// Where the twins are: a page's path plus `.md`, `/index.md` for the home page.
enum MarkdownTwins {
    /// The extension that asks for a twin.
    static let suffix = ".md"
    /// The twin of `/`.
    static let home = "/index.md"

    /// The twin's path of the page at `path` (`/` → `/index.md`, `/tokens/color` → `/tokens/color.md`).
    static func path(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed == "/" ? home : trimmed + suffix
    }

    /// The page's path of the twin at `path` (`/index.md` → `/`), or nil when `path` names no twin.
    static func pagePath(of path: String) -> String? {
        if path == home { return "/" }
        guard path.hasSuffix(suffix), path.count > suffix.count + 1 else { return nil }
        return String(path.dropLast(suffix.count))
    }

    /// True when the request's `Accept` prefers markdown to HTML (a browser's never does: it
    /// lists `text/html` first or rates `*/*` lower; a tie goes to HTML).
    static func asked(_ request: Request) -> Bool {
        let accept = request.headers.values(for: "Accept")
        guard !accept.isEmpty else { return false }
        return ContentNegotiation.preferred(accept, among: ["text/html", "text/markdown"]) == "text/markdown"
    }

    /// The `Link` field of a page (llms.txt v2's discovery, RFC 8288): its twin as `alternate`
    /// when it is the page's, and `/llms.txt` as `describedby`.
    static func links(twin: String?) -> String {
        let index = "<\(LlmsIndex.path)>; rel=\"describedby\""
        guard let twin else { return index }
        return "<\(MarkdownText.destination(twin))>; rel=\"alternate\"; type=\"text/markdown\", " + index
    }

    /// The twin `markdown` as a 200 answer, with its ETag.
    static func response(_ markdown: String) -> Response {
        Response(contentType: .markdown, body: Payload(Array(markdown.utf8))).taggedWithETag()
    }
}

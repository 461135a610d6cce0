import DesignSystem
import Ink

/// The markdown pages of `Config/docs/`, rendered to HTML once per load.
///
/// A page's path is its file's path below `docs/` without `.md` (`getting-started`,
/// `components/button`); `components/<name>` documents that component on its page.
public struct DocsLibrary: Sendable {
    /// One rendered page.
    public struct Page: Sendable {
        /// The path below `docs/`, without `.md`.
        public let path: String
        /// The first heading, or the file name.
        public let title: String
        /// The body as HTML (headings carry ids), sanitized.
        public let html: String
        /// The body as plain text, for search.
        public let text: String
        /// The second-level headings: their text and id, for a table of contents.
        public let sections: [(title: String, id: String)]
        /// The file, as diagnostics name it.
        public let file: String
    }

    /// Every page, by path.
    public let pages: [Page]

    /// No pages.
    public init() { pages = [] }

    /// The pages of `files` (path below `docs/`, file name for messages, markdown text).
    public init(_ files: [(path: String, file: String, markdown: String)]) {
        pages = files.map(Self.render).sorted { $0.path < $1.path }
    }

    /// The page at `path`, or nil.
    public func page(at path: String) -> Page? { pages.first { $0.path == path } }

    /// The page documenting a component, `components/<name>`, or nil.
    public func page(for component: ComponentName) -> Page? { page(at: "components/" + component.rawValue) }

    /// The free-standing guides: every page not under `components/`.
    public var guides: [Page] { pages.filter { !$0.path.hasPrefix("components/") } }

    private static func render(_ file: (path: String, file: String, markdown: String)) -> Page {
        let headings = HeadingIDs()
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .headings) { headings.identify($0.html) })
        let markdown = parser.parse(file.markdown)
        let html = HTMLSanitizer.sanitize(markdown.html)
        let fallback = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return Page(path: file.path, title: markdown.title.map(HTMLSanitizer.plainText).flatMap { $0.isEmpty ? nil : $0 } ?? fallback,
                    html: html, text: HTMLSanitizer.plainText(html), sections: headings.sections, file: file.file)
    }
}

/// Gives each heading of one page an `id` made from its text, unique on the page.
private final class HeadingIDs {
    private var used: [String: Int] = [:]
    private(set) var sections: [(title: String, id: String)] = []

    /// `<h2>Text</h2>` → `<h2 id="text">Text</h2>`.
    func identify(_ html: String) -> String {
        guard html.hasPrefix("<h"), let close = html.firstIndex(of: ">") else { return html }
        let level = html.dropFirst(2).first
        let title = HTMLSanitizer.plainText(String(html[html.index(after: close)...]))
        var slug = title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        if slug.isEmpty { slug = "section" }
        let count = used[slug, default: 0]
        used[slug] = count + 1
        let id = count == 0 ? slug : "\(slug)-\(count + 1)"
        if level == "2" { sections.append((title, id)) }
        return String(html[..<close]) + " id=\"\(id)\"" + String(html[close...])
    }
}

import DesignSystem

/// The markdown pages of `Config/docs/`, rendered to HTML once per load.
///
/// A page's path is its file's path below `docs/` without `.md` (`getting-started`,
/// `components/button`); `components/<name>` documents that component on its page.
public struct DocsLibrary: Sendable {
    /// One markdown file to render: its path below `docs/` without `.md`, the file as
    /// diagnostics name it, and its text.
    public typealias File = (path: String, file: String, markdown: String)

    /// One rendered page.
    public struct Page: Sendable {
        /// The path below `docs/`, without `.md`.
        public let path: String
        /// The front matter's title, else the first `# heading`, else the file name.
        public let title: String
        /// What the page's front matter says of it.
        public let frontMatter: FrontMatter
        /// The body as HTML (headings carry ids, links to other pages lead to them), sanitized.
        public let html: String
        /// The first `# heading`, when the page has one (the summary's opening follows it).
        let heading: String?
        /// For a `components/` page, the body as the component's page embeds it: without its title,
        /// its other headings one level down (see ``ComponentGuidelines``); made on first use, once,
        /// not for every variant's page. Empty for other pages, which nothing embeds.
        public var embeddedHTML: String {
            path.hasPrefix("components/") ? derived.embedded.value { ComponentGuidelines.withoutTitle(html) } : ""
        }
        /// The body as plain text, for search; made on first use, once.
        public var text: String { derived.text.value { HTMLSanitizer.plainText(html) } }
        /// The front matter's description, else the opening of the text after the title (made on first use, once).
        public var summary: String {
            frontMatter.description ?? derived.summary.value { DocsLibrary.excerpt(of: text, after: heading ?? title) }
        }
        /// What the page's HTML gives (its text, its summary, its embedded form), made on first use:
        /// nothing at load needs it, and a load is all or nothing without it.
        let derived = PageDerivations()
        /// The second-level headings: their text and id, for a table of contents.
        public let sections: [(title: String, id: String)]
        /// The file, as diagnostics name it.
        public let file: String
        /// The markdown after the front matter, as written (trailing whitespace dropped): the page's markdown twin
        /// (see ``DocMarkdown``) and what the MCP tool `get_doc` gives.
        public let markdown: String

        /// The front matter's description: the page's `<meta name="description">`.
        public var description: String? { frontMatter.description }
        /// The front matter's `status` and `owner`.
        public var lifecycle: Lifecycle { frontMatter.lifecycle }
    }

    /// Every page of the Config, by path.
    public let pages: [Page]
    /// Where the pages of Swatchbook's own manual come from (see ``manual``).
    let manualSource: ManualSource

    /// No pages.
    public init() { pages = []; manualSource = .rendered([]) }

    init(pages: [Page], manual: ManualSource) {
        self.pages = pages
        self.manualSource = manual
    }

    /// The pages of `files` and of `manual`, and the problems found in them: front matter (rules
    /// bent are errors when `strictness` is strict) and relative links to markdown files that are no page.
    public static func render(_ files: [File], manual: [File] = [], strictness: Strictness,
                              limits: FrontMatterLimits = FrontMatterLimits()) -> (library: DocsLibrary, diagnostics: [Diagnostic]) {
        render(files, manualPaths: manual.map(\.path), strictness: strictness, limits: limits) { paths, sink in
            .rendered(manual.map { renderPage($0, pages: paths, sink: &sink) }.sorted { $0.path < $1.path })
        }
    }

    /// The pages of `files`, linked among themselves and the manual's `manualPaths`, with the manual `source` makes.
    static func render(_ files: [File], manualPaths: [String], strictness: Strictness, limits: FrontMatterLimits = FrontMatterLimits(),
                       manual source: (Set<String>, inout DiagnosticSink) -> ManualSource) -> (library: DocsLibrary, diagnostics: [Diagnostic]) {
        let paths = Set(files.map(\.path) + manualPaths)
        // Each page renders on its own, on every core; their problems are reported in the files' order.
        let rendered = files.concurrentMap { renderPage($0, among: paths, strictness: strictness, limits: limits) }
        return assemble(rendered, linkTargets: paths, strictness: strictness, manual: source)
    }

    /// One page rendered on its own, and the problems found in it.
    typealias RenderedPage = (page: Page, diagnostics: [Diagnostic])

    /// The page of `file`, its links resolved among the pages at `paths`, and its problems (rules
    /// bent are errors when `strictness` is strict).
    static func renderPage(_ file: File, among paths: Set<String>, strictness: Strictness,
                           limits: FrontMatterLimits = FrontMatterLimits()) -> RenderedPage {
        var own = DiagnosticSink(strictness: strictness)
        return (renderPage(file, pages: paths, limits: limits, sink: &own), own.diagnostics)
    }

    /// The library of the pages `rendered` (in their files' order, their problems reported in it),
    /// linked among `paths`, with the manual `source` makes.
    static func assemble(_ rendered: [RenderedPage], linkTargets paths: Set<String>, strictness: Strictness,
                         manual source: (Set<String>, inout DiagnosticSink) -> ManualSource) -> (library: DocsLibrary, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(strictness: strictness)
        for page in rendered { sink.merge(page.diagnostics) }
        let pages = rendered.map(\.page).sorted { $0.path < $1.path }
        let manual = source(paths, &sink)
        return (DocsLibrary(pages: pages, manual: manual), sink.diagnostics)
    }

    /// The page at `path`, the Config's or the manual's, or nil.
    public func page(at path: String) -> Page? { pages.first { $0.path == path } ?? manual.first { $0.path == path } }

    /// The page documenting a component, `components/<name>`, or nil.
    public func page(for component: ComponentName) -> Page? { page(at: "components/" + component.rawValue) }

    /// The free-standing guides: every page not under `components/`.
    public var guides: [Page] { pages.filter { !$0.path.hasPrefix("components/") } }

    /// `text` without the whitespace and line breaks at its end.
    static func withoutTrailingWhitespace(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return String(text[..<end])
    }

    /// The opening of `text` after `title` (when it starts with it), cut at a word near 180 characters.
    static func excerpt(of text: String, after title: String) -> String {
        var text = Substring(text)
        if text.hasPrefix(title) { text = text.dropFirst(title.count) }
        text = text.drop(while: \.isWhitespace)
        guard text.count > 180 else { return String(text) }
        let cut = text.prefix(180)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}

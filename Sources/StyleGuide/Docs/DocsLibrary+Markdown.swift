import DesignSystem

extension DocsLibrary {
    /// One page: its front matter read, its markdown read by ``MarkdownDocument`` into nodes with
    /// heading ids and links resolved (``DocLinkRewriter``), then sanitized (the raw HTML written in
    /// the markdown is read with the rest and rebuilt from the docs' allow-list by ``HTMLSanitizer``).
    static func renderPage(_ file: File, pages: Set<String>, limits: FrontMatterLimits = FrontMatterLimits(), sink: inout DiagnosticSink) -> Page {
        let (frontMatter, body) = FrontMatter.split(file.markdown, file: file.file, limits: limits, sink: &sink)
        if frontMatter.section != nil, file.path.hasPrefix("components/") {
            sink.bend(Diagnostic(.invalidValue, file: file.file, path: JSONPointer(tokens: ["section"]),
                                 line: frontMatter.lines["section"],
                                 "a component's page is always listed under \(componentsGroup); 'section' has no effect here"))
        }
        let headings = HeadingIDs()
        let links = DocLinkRewriter(page: file.path, file: file.file, pages: pages)
        let document = MarkdownDocument(body, maximumNesting: limits.markdownNesting)
        var renderer = MarkdownRenderer(definitions: document.definitions, maximumNesting: limits.markdownNesting)
        renderer.link = { links.destination(for: $0, line: $1) }
        renderer.headingID = { headings.identify(level: $0, title: $1) }
        let nodes = renderer.render(document.blocks)
        if let line = [document.nestingExceededLine, renderer.nestingExceededLine].compactMap({ $0 }).min() {
            sink.error(limits.nestingExceeded(file: file.file, line: line))
        }
        sink.merge(links.diagnostics)
        let (html, removed) = HTMLSanitizer.sanitize(HTMLRenderer.render(.fragment(nodes)))
        if !removed.isEmpty {
            let shown = removed.prefix(5).joined(separator: "; ") + (removed.count > 5 ? "; and \(removed.count - 5) more" : "")
            sink.advise(Diagnostic(.htmlNotAllowed, file: file.file,
                                   "the page's HTML holds what a docs page may not, so it was removed: \(shown)"))
        }
        let heading = renderer.title.flatMap { $0.isEmpty ? nil : $0 }
        let title = frontMatter.title ?? heading ?? (file.path.split(separator: "/").last.map(String.init) ?? file.path)
        return Page(path: file.path, title: title, frontMatter: frontMatter, html: html, heading: heading,
                    sections: headings.sections, file: file.file, markdown: withoutTrailingWhitespace(body))
    }
}

extension DocsLibrary {
    /// The nodes of `markdown` as a docs page's body is read (no front matter, links kept as written,
    /// no heading ids), and the first line nesting past `maximumNesting`, if one does. Raw HTML written
    /// in the markdown is a `raw(unsafe:)` node here: only ``render(_:manual:strictness:limits:)``
    /// sanitizes a page. For tests and the fuzzer.
    public static func markdownNodes(_ markdown: String, maximumNesting: Int) -> (nodes: [Node], nestingExceededLine: Int?) {
        let document = MarkdownDocument(markdown, maximumNesting: maximumNesting)
        var renderer = MarkdownRenderer(definitions: document.definitions, maximumNesting: maximumNesting)
        let nodes = renderer.render(document.blocks)
        return (nodes, [document.nestingExceededLine, renderer.nestingExceededLine].compactMap { $0 }.min())
    }
}

import DesignSystem

/// Turns a markdown document's blocks into nodes of the guide's HTML tree: text is escaped by the
/// renderer, URLs are attribute values, and only raw HTML written in the markdown enters as
/// `raw(unsafe:)`, for the page's sanitizer to read with the rest.
struct MarkdownRenderer {
    /// The page's link definitions.
    let definitions: MarkdownLinkDefinitions
    /// How deeply emphasis and links may nest.
    let maximumNesting: Int
    /// The `href` of a link given its destination and line, or nil to show its text without a link.
    var link: (_ destination: String, _ line: Int) -> String? = { destination, _ in destination }
    /// The `id` of a heading given its level and text, or nil for none.
    var headingID: (_ level: Int, _ text: String) -> String? = { _, _ in nil }
    /// The text of the first level-1 heading: the page's title.
    private(set) var title: String?
    /// The first line where emphasis or links nested past ``maximumNesting``.
    private(set) var nestingExceededLine: Int?

    /// A renderer for a document with `definitions`.
    init(definitions: MarkdownLinkDefinitions, maximumNesting: Int) {
        self.definitions = definitions
        self.maximumNesting = maximumNesting
    }

    /// The nodes of `blocks`.
    mutating func render(_ blocks: [MarkdownBlock]) -> [Node] {
        blocks.flatMap { render($0, tight: false) }
    }

    /// The nodes of one block; a paragraph of a tight list is its inlines alone.
    private mutating func render(_ block: MarkdownBlock, tight: Bool) -> [Node] {
        switch block {
        case .heading(let level, let text, let line):
            let inlines = parse(text, line: line)
            let plain = MarkdownInline.plainText(inlines).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if level == 1, title == nil { title = plain }
            let id = headingID(level, plain)
            return [.element("h\(level)", attributes: id.map { [.id($0)] } ?? [], children: nodes(of: inlines))]
        case .paragraph(let text, let line):
            let children = nodes(of: parse(text, line: line))
            return tight ? children : [.element("p", attributes: [], children: children)]
        case .code(let language, let text):
            let attributes = language.map { [Attribute.class("language-" + $0)] } ?? []
            return [.element("pre", attributes: [], children: [.element("code", attributes: attributes, children: [.text(text)])])]
        case .html(let html):
            return [.raw(unsafe: html + "\n")]
        case .quote(let blocks):
            return [.element("blockquote", attributes: [], children: blocks.flatMap { render($0, tight: false) })]
        case .list(let list):
            let attributes = list.ordered && list.start != 1 ? [Attribute(name: "start", value: String(list.start))] : []
            let items = list.items.map { item in Node.element("li", attributes: [], children: item.flatMap { render($0, tight: list.tight) }) }
            return [.element(list.ordered ? "ol" : "ul", attributes: attributes, children: items)]
        case .table(let table):
            return [render(table)]
        case .thematicBreak:
            return [.element("hr", attributes: [], children: [])]
        }
    }

    /// A table: its header row in `thead`, its rows in `tbody`, each cell aligned as its column.
    private mutating func render(_ table: MarkdownTable) -> Node {
        func row(_ cells: [String], element: String, renderer: inout MarkdownRenderer) -> Node {
            let children = cells.enumerated().map { column, cell in
                let alignment = column < table.alignments.count ? table.alignments[column] : nil
                return Node.element(element, attributes: alignment.map { [Attribute(name: "align", value: $0.rawValue)] } ?? [],
                                    children: renderer.nodes(of: renderer.parse(cell, line: table.line)))
            }
            return .element("tr", attributes: [], children: children)
        }
        var sections = [Node.element("thead", attributes: [], children: [row(table.header, element: "th", renderer: &self)])]
        if !table.rows.isEmpty {
            sections.append(.element("tbody", attributes: [], children: table.rows.map { row($0, element: "td", renderer: &self) }))
        }
        return .element("table", attributes: [], children: sections)
    }

    /// The inlines of `text`, which starts on `line`.
    private mutating func parse(_ text: String, line: Int) -> [MarkdownInline] {
        let (inlines, exceeded) = MarkdownInlineParser.parse(text, line: line, definitions: definitions, maximumNesting: maximumNesting)
        if exceeded, nestingExceededLine == nil { nestingExceededLine = line }
        return inlines
    }

    /// The nodes of `inlines`.
    private func nodes(of inlines: [MarkdownInline]) -> [Node] {
        inlines.map { inline in
            switch inline {
            case .text(let text): .text(text)
            case .code(let text): .element("code", attributes: [], children: [.text(text)])
            case .html(let html): .raw(unsafe: html)
            case .softBreak: .text("\n")
            case .hardBreak: .fragment([.element("br", attributes: [], children: []), .text("\n")])
            case .emphasis(let children): .element("em", attributes: [], children: nodes(of: children))
            case .strong(let children): .element("strong", attributes: [], children: nodes(of: children))
            case .link(let destination, let title, let line, let children):
                link(destination, line).map { href in
                    Node.element("a", attributes: [.href(href)] + (title.map { [.title($0)] } ?? []), children: nodes(of: children))
                } ?? Node.fragment(nodes(of: children))
            case .image(let source, let title, let children):
                image(source: source, title: title, alt: MarkdownInline.plainText(children))
            }
        }
    }

    /// An image: its source, its alt text when it has one, and its title.
    private func image(source: String, title: String?, alt: String) -> Node {
        var attributes = [Attribute.src(source)]
        if !alt.isEmpty { attributes.append(.alt(alt)) }
        if let title { attributes.append(.title(title)) }
        return .element("img", attributes: attributes, children: [])
    }
}

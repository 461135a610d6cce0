import DesignSystem
import StyleGuide

extension FuzzTarget {
    /// Markdown alone (blocks, inlines, emphasis, links, the renderer) at a small nesting limit: the
    /// nodes nest no deeper than the limit allows, and a page without raw HTML renders to HTML that
    /// reads back under the docs policy as itself. A link's destination is kept as written: its
    /// scheme is the docs sanitizer's to judge, after the reader (the `docs` target checks that).
    static let markdown = FuzzTarget(name: "markdown", summary: "DocsLibrary.markdownNodes: nesting bounded, HTML stable without raw HTML") {
        input throws(FuzzFailure) in
        guard let text = FuzzInput.text(input) else { return }
        let nesting = 6
        let (nodes, _) = DocsLibrary.markdownNodes(text, maximumNesting: nesting)
        let deepest = nodes.map(FuzzTarget.depth).max() ?? 0
        // A level of lists is two elements (list, item), a table four, then inline nesting and one element of code or a paragraph.
        try FuzzFailure.require(deepest <= 2 * nesting + 4 + nesting + 2, "the nodes nest \(deepest) deep past a limit of \(nesting)")
        guard !text.utf8.contains(UInt8(ascii: "<")) else { return }
        try HTMLStability.require(HTMLRenderer.render(.fragment(nodes)), readsBackUnder: .docs, "markdown's HTML", judgedLater: [.unsafeURL])
    }

    /// How deep `node`'s elements nest.
    private static func depth(_ node: Node) -> Int {
        switch node {
        case .element(_, _, let children): 1 + (children.map(depth).max() ?? 0)
        case .fragment(let children): children.map(depth).max() ?? 0
        case .text, .raw, .comment, .doctype: 0
        }
    }
}

import DesignSystem
import StyleGuide

/// The HTML of `markdown` read as a docs page's body (raw HTML unsanitized, links as written), nesting at most `nesting` deep.
func markdownHTML(_ markdown: String, nesting: Int = 32) -> String {
    HTMLRenderer.render(.fragment(DocsLibrary.markdownNodes(markdown, maximumNesting: nesting).nodes))
}

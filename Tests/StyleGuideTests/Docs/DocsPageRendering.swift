@testable import StyleGuide

/// The HTML of `markdown` rendered as the docs page `guides/page`, beside a page `intro` its links may lead to.
func renderedDocsPage(_ markdown: String) -> String {
    let (library, _) = DocsLibrary.render([
        (path: "intro", file: "docs/intro.md", markdown: "# Intro\n"),
        (path: "guides/page", file: "docs/guides/page.md", markdown: markdown),
    ], strictness: .tolerant)
    return library.page(at: "guides/page")!.html
}

import DesignSystem
import StyleGuide

extension FuzzTarget {
    /// A markdown page of `docs/` (front matter, Ink, heading ids, link rewriting, the sanitizer),
    /// rendered beside one other page its links may name: the page's HTML reads back under the docs
    /// policy with nothing refused and renders to itself, every diagnostic names the page's file,
    /// and the page has a title.
    static let docs = FuzzTarget(name: "docs", summary: "DocsLibrary.render of one page: sanitized HTML is stable, every problem located") {
        input throws(FuzzFailure) in
        guard let markdown = FuzzInput.text(input) else { return }
        let files: [DocsLibrary.File] = [("guides/fuzz", "docs/guides/fuzz.md", markdown), ("components/chip", "docs/components/chip.md", "# Chip\n")]
        let (library, problems) = DocsLibrary.render(files, strictness: .tolerant)
        for problem in problems {
            try FuzzFailure.require(problem.file == "docs/guides/fuzz.md" && !problem.message.isEmpty, "a diagnostic that does not name the page: \(problem)")
        }
        guard let page = library.page(at: "guides/fuzz") else { throw FuzzFailure("the page is missing from the library") }
        try FuzzFailure.require(!page.title.isEmpty, "a page without a title")
        try HTMLStability.require(page.html, readsBackUnder: .docs, "a docs page's HTML")
    }
}

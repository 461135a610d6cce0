/// The line under a twin split into pages: where this page is, and the links to the others.
enum MarkdownPager {
    /// Nothing for a single page; else "Tokens 1–500 of 1,200 · page 1 of 3" and links to the previous and next pages.
    static func line(_ slice: PageSlice, noun: String, link: (Int) -> String) -> [String] {
        guard slice.pages > 1 else { return [] }
        var text = "\(noun) \(slice.range.lowerBound + 1)–\(slice.range.upperBound) of \(slice.total) · page \(slice.number) of \(slice.pages)"
        if slice.number > 1 { text += " · " + MarkdownText.link("previous page", link(slice.number - 1)) }
        if slice.number < slice.pages { text += " · " + MarkdownText.link("next page", link(slice.number + 1)) }
        return [text]
    }
}

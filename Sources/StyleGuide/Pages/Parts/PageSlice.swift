import DesignSystem
import MicroHTTP

/// One page of a long list on a guide page, chosen with `?page=N` (1-based): a design system of
/// a hundred thousand tokens gets pages a browser can open, and a server that renders them in
/// bounded time and memory. A list that fits on one page has no pager.
struct PageSlice {
    /// The query parameter that chooses the page.
    static let parameter = "page"

    /// The page shown, from 1.
    let number: Int
    /// How many pages there are (at least 1).
    let pages: Int
    /// The items shown, as positions in the whole list.
    let range: Range<Int>
    /// How many items the whole list has.
    let total: Int

    /// The page `context`'s query asks for, of a list of `total` items, `size` to a page; a 400
    /// for a page that is not a whole number from 1, a 404 for one past the last (a page that is
    /// not there, as an unknown group is not).
    static func read(_ context: GuideContext, total: Int, size: Int) throws(HTTPError) -> PageSlice {
        try read(context.query, total: total, size: size)
    }

    /// The page `query` asks for (an API's, or a page's), as ``read(_:total:size:)`` reads it, in
    /// `parameter` (a page with two lists pages the second with a parameter of its own).
    static func read(_ query: QueryItems, total: Int, size: Int, parameter: String = parameter) throws(HTTPError) -> PageSlice {
        let pages = max(1, (total + size - 1) / size)
        let values = query.values(for: parameter)
        if values.count > 1 { throw HTTPError(.badRequest, "query parameter '\(parameter)' is given more than once") }
        var number = 1
        if let text = values.first {
            // Digits too many for an Int still name a page: one past the last.
            let digits = !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
            guard let asked = Int(text) ?? (digits ? Int.max : nil), asked >= 1 else {
                throw HTTPError(.badRequest, "'\(parameter)' must be a whole number from 1, found '\(text)'")
            }
            guard asked <= pages else {
                throw HTTPError(.notFound, "there is no page \(text): the list has \(pages) page\(pages == 1 ? "" : "s")")
            }
            number = asked
        }
        let start = (number - 1) * size
        return PageSlice(number: number, pages: pages, range: start..<min(total, start + size), total: total)
    }

    /// "Tokens 501–1000 of 124,900", with links to the previous and next pages (`link` makes a
    /// page's URL); nothing when everything fits on one page.
    func pager(_ noun: String, link: (Int) -> String) -> Node {
        guard pages > 1 else { return .empty }
        let position = "\(noun) \(range.lowerBound + 1)–\(range.upperBound) of \(total) · page \(number) of \(pages)"
        var children: [Node] = [.span(children: .text(position))]
        if number > 1 { children.append(.a([.href(link(number - 1)), .rel("prev")], [.text("Previous")])) }
        if number < pages { children.append(.a([.href(link(number + 1)), .rel("next")], [.text("Next")])) }
        return .nav([.class("intro-links", "pager"), .aria("label", "Pages")], children)
    }
}

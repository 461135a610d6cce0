import DesignTokens
import MicroHTTP

/// What each link of a rendered page becomes in the export, decided as the page is rendered so
/// that it is read once and its file written once: a link to a page already written leads to
/// that page's file; to a page that failed it is kept; to a page not rendered yet it leads to the
/// file the page is expected to get (a page that will be written, a file with the type its name
/// or the API says), and the target is noted so that the guess is checked once every page is
/// known (see ``ExportCrawl/Result/guesses``).
struct ExportLinkResolver {
    let renderer: ExportRenderer
    /// The pages known so far and what was written for each.
    let pages: ExportPageStore
    /// False to guess nothing: every target is known (a page written again after a wrong guess, the search index).
    let guessing: Bool

    /// A page's body with its links rewritten, the pages it links to, and those whose files were guessed.
    struct Rewritten {
        let body: [UInt8]
        /// The pages its links lead to that were not rendered yet (or not found yet), in the order
        /// written: a page already written or failed is in the store, and the links to it need not go back to the crawl.
        let links: [ExportPage]
        /// The pages not rendered yet that its links lead to, whose files were guessed.
        let guessed: [ExportPage]
    }

    /// `body`, the answer for `page` in `language`, with its links rewritten.
    /// What a link leads to is read once per thread (see ``ExportLinkMemo``); whether that page
    /// is written, and so what the link becomes, is asked every time.
    func rewrite(_ body: [UInt8], of page: ExportPage, in language: LinkRewriter.Language) -> Rewritten {
        var links: [ExportPage] = [], guessed: [ExportPage] = []
        let rewritten = renderer.linkMemos.withCurrent { memo in
            LinkRewriter.rewrite(body, language) { reference in
                let key = ExportLinkMemo.Key(reference, on: page)
                var entry: ExportLinkMemo.Entry
                if let known = memo.entry(for: key) {
                    entry = known
                } else {
                    entry = read(reference, on: page)
                    memo.keep(entry, for: key)
                }
                guard let target = entry.target else { return nil }
                let mediaType: MediaType?
                switch pages.state(of: target) {
                case .written(let written): mediaType = written.mediaType
                case .failed: return nil
                case .waiting:
                    links.append(target)
                    guard guessing else { return nil }
                    guessed.append(target)
                    mediaType = entry.expected
                }
                // A guide page's, preview's or twin's file does not depend on its type (see ``guessHolds(for:)``).
                if let file = entry.file, file.mediaType == mediaType || target.kind != .file { return file.link + entry.fragment }
                let link = renderer.scheme.link(to: renderer.scheme.file(for: target, mediaType: mediaType))
                entry.file = (mediaType, link)
                memo.keep(entry, for: key)
                return link + entry.fragment
            }
        }
        return Rewritten(body: rewritten, links: links, guessed: guessed)
    }

    /// The page `reference` on `page` leads to, with its fragment.
    private func read(_ reference: String, on page: ExportPage) -> ExportLinkMemo.Entry {
        guard let link = ExportLink(reference, onPageAt: page.path) else { return ExportLinkMemo.Entry(target: nil, fragment: "") }
        let target = renderer.page(for: link, on: page)
        return ExportLinkMemo.Entry(target: target, fragment: link.fragment, expected: target.flatMap(Self.expectedMediaType))
    }

    /// The exported link for `reference` on `page`, or nil to keep it (it leaves the site, or leads to no exported file).
    func link(for reference: String, on page: ExportPage) -> String? {
        guard let link = ExportLink(reference, onPageAt: page.path), let target = renderer.page(for: link, on: page),
              case .written(let written) = pages.state(of: target) else { return nil }
        return renderer.scheme.link(to: renderer.scheme.file(for: target, mediaType: written.mediaType)) + link.fragment
    }

    /// True when the guessed link to `target` is the one it gets now that every page is known:
    /// it was written, and to the file guessed (a guide page's, preview's or twin's does not
    /// depend on its type; another file's does).
    func guessHolds(for target: ExportPage) -> Bool {
        guard case .written(let written) = pages.state(of: target) else { return false }
        guard target.kind == .file else { return true }
        let scheme = renderer.scheme
        return scheme.file(for: target, mediaType: written.mediaType) == scheme.file(for: target, mediaType: Self.expectedMediaType(of: target))
    }

    /// The type a file not rendered yet is expected to have: for the API's answers that of their
    /// `format` (JSON without one), whatever their name ends with (the token `font.size.md` is
    /// JSON, not markdown); for another file that of its name's extension, else none.
    static func expectedMediaType(of page: ExportPage) -> MediaType? {
        if page.path.hasPrefix("/api/") {
            guard let format = page.items.first(where: { $0.name == "format" })?.value else { return .json }
            return TokenExportFormat.all.first { $0.rawValue == format }.map { MediaType($0.mediaType) }
        }
        let name = page.path.split(separator: "/").last.map(String.init) ?? ""
        guard let fileExtension = ExportFileName.split(name).fileExtension, MediaType.forFileExtension(fileExtension) != .octetStream else {
            return nil
        }
        return MediaType.forFileExtension(fileExtension)
    }
}

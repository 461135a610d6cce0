import DesignSystem
import MicroHTTP

/// Renders one page of an export through the application's own router (in process, no socket),
/// and tells which page a link on it leads to.
struct ExportRenderer: Sendable {
    let router: Router
    let scheme: ExportScheme
    /// What each thread has read of the links of the pages it rendered (see ``ExportLinkMemo``).
    let linkMemos = PerThread { ExportLinkMemo() }

    /// Paths only a running server answers: never followed.
    static let liveOnly: Set<String> = ["/events", "/healthz", "/metrics"]

    /// One rendered page: its answer, or why there is none.
    struct Rendered: Sendable {
        let page: ExportPage
        let mediaType: MediaType?
        let body: [UInt8]
        /// The error of the running server (`404: there is no component 'x'`), or nil for a 200.
        let failure: String?
    }

    /// The language `mediaType` writes links in, for the answers whose links are followed and rewritten.
    static func language(of mediaType: MediaType?) -> LinkRewriter.Language? {
        switch mediaType?.essence {
        case "text/html": .html
        case "text/css": .css
        case "text/markdown", "text/plain": .markdown
        default: nil
        }
    }

    /// `page` rendered as the server answers it (its links as the server writes them).
    func render(_ page: ExportPage) -> Rendered {
        var headers = Headers()
        headers.add("Host", "localhost")
        let response: Response
        do {
            response = try router.respond(to: Request(method: .get, target: page.url(defaults: scheme.defaultChoices), headers: headers))
        } catch let error as HTTPError {
            return Rendered(page: page, mediaType: nil, body: [], failure: "\(error.status.code): \(error.message)")
        } catch {
            return Rendered(page: page, mediaType: nil, body: [], failure: "\(error)")
        }
        guard response.status == .ok, response.stream == nil else {
            return Rendered(page: page, mediaType: nil, body: [], failure: "\(response.status.code)")
        }
        return Rendered(page: page, mediaType: response.contentType, body: response.body.bytes, failure: nil)
    }

    /// The page `reference` on `page` leads to; nil when it leaves the site or only a server answers it.
    func page(linkedBy reference: String, on page: ExportPage) -> ExportPage? {
        ExportLink(reference, onPageAt: page.path).flatMap { self.page(for: $0, on: page) }
    }

    /// The page `link`, read on `page`, leads to; nil when only a server answers it.
    func page(for link: ExportLink, on page: ExportPage) -> ExportPage? {
        guard !Self.liveOnly.contains(link.path) else { return nil }
        return scheme.page(for: link, inheriting: page.kind == .guide || page.kind == .twin ? page.choices : nil)
    }
}

import DesignSystem
import MicroHTTP
import Synchronization

/// `GET /llms-full.txt`: the name and summary of `/llms.txt`, then every twin it links to, in
/// its order, each under a rule and its URL. Bounded by `llmsFullBytes` (in `limits`): a twin
/// that would pass it is not begun; a closing line says how many were left out and where they
/// are. Made once per load on a render thread, from the twins the guide serves.
struct LlmsFullRoute: Responder {
    let store: SnapshotStore
    /// The guide's routes, which answer the twins.
    let site: Router
    /// The answer of the current load (one kept; a reload makes the next).
    let kept = ResponseCache<Int>(capacity: 1, byteCapacity: 4 * LlmsFull.byteLimitRange.upperBound)

    func respond(to request: Request) throws -> Response {
        let (snapshot, problems, generation) = store.view
        return try kept.response(for: generation) { () throws(HTTPError) -> Response in
            let context = try GuideContext(snapshot: snapshot, inputs: snapshot.defaultGuideInputs, problems: problems, liveReload: false,
                                           path: LlmsFull.path, query: QueryItems())
            let text = LlmsFull.text(context, limit: snapshot.settings.llmsFullBytes) { url in
                guard let response = try? site.respond(to: Request(method: .get, target: url)), response.status == .ok else { return nil }
                return String(decoding: response.body.bytes, as: UTF8.self)
            }
            return Response(contentType: .plainText, body: Payload(Array(text.utf8))).taggedWithETag()
        }
    }
}

/// What `/llms-full.txt` holds and how much it may.
enum LlmsFull {
    /// The path it is served at.
    static let path = "/llms-full.txt"
    /// The most bytes it holds by default (`llmsFullBytes` in `limits`): 4 MiB, what an
    /// assistant's largest context takes in and about every twin of a large Config.
    static let defaultByteLimit = 4 * 1_048_576
    /// The range `llmsFullBytes` may be set in: 64 KiB to 64 MiB.
    static let byteLimitRange = 65_536...67_108_864

    /// The name and summary, then each twin `twin(url)` gives for the links of ``LlmsIndex``
    /// while the whole stays within `limit` bytes; a twin that cannot be rendered is named, not joined.
    static func text(_ context: GuideContext, limit: Int, twin: (String) -> String?) -> String {
        let links = LlmsIndex.links(context).flatMap(\.links)
        var text = "# " + MarkdownText.escaped(context.settings.name) + "\n\n> " + MarkdownText.escaped(LlmsIndex.summary(context)) + "\n"
        var bytes = text.utf8.count
        for (index, link) in links.enumerated() {
            let piece = "\n---\n\nURL: \(link.url)\n\n" + (twin(link.url) ?? "(this page could not be rendered; \(link.url) says why)\n")
            let closing = stopped(left: links.count - index, next: link.url, limit: limit)
            if bytes + piece.utf8.count + closing.utf8.count > limit {
                text += closing
                break
            }
            text += piece
            bytes += piece.utf8.count
        }
        return text
    }

    /// The closing line when `left` twins, starting with `next`, are left out.
    static func stopped(left: Int, next: String, limit: Int) -> String {
        "\n---\n\nStopped before \(next): the \(Plural.counted(left, "page")) left would pass the limit of \(TokenLimits.grouped(limit)) bytes "
            + "(\"limits\": {\"llmsFullBytes\": …} in swatchbook.json). Every page is linked from \(LlmsIndex.path).\n"
    }
}

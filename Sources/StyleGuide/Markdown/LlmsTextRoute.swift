import DesignSystem
import MicroHTTP

/// `GET /llms.txt`: the index of the markdown twins (see ``LlmsIndex``), in the default
/// contexts, made once per load and kept with the guide's pages.
struct LlmsTextRoute: Responder {
    let store: SnapshotStore
    let cache: GuideCache

    func respond(to request: Request) throws -> Response {
        let (snapshot, problems, generation) = store.view
        let key = GuideCache.Key(path: LlmsIndex.path, query: QueryItems(), inputs: snapshot.defaultGuideInputs, generation: generation)
        return try cache.response(for: key) { () throws(HTTPError) -> Response in
            let context = try GuideContext(snapshot: snapshot, inputs: snapshot.defaultGuideInputs, problems: problems, liveReload: false,
                                           path: LlmsIndex.path, query: QueryItems())
            return Response(contentType: .plainText, body: Payload(Array(LlmsIndex.text(context).utf8))).taggedWithETag()
        }
    }
}

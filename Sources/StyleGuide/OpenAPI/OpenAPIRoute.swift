import DesignSystem
import MicroHTTP

/// `GET /api/openapi.json`: the API's contract for the Config being served, rendered once per
/// load with its ETag.
struct OpenAPIRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        guard request.query.isEmpty else {
            throw HTTPError(.badRequest, "\(OpenAPIDocument.path) takes no query parameters")
        }
        return try store.current.openAPIResponse
    }
}

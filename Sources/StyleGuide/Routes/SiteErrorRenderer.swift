import DesignSystem
import MicroHTTP

/// Renders errors as the product shows them: JSON under `/api/`, a guide page everywhere else.
///
/// API errors look like `{"error": {"status": 404, "message": "...", "path": "/api/x"}}`. Guide
/// errors use the guide's chrome, in the reader's theme read leniently; nothing here throws.
struct SiteErrorRenderer: ErrorRenderer {
    let store: SnapshotStore
    /// True with `serve --watch`: error pages reload themselves too.
    var liveReload = false

    func response(for error: HTTPError, to request: Request) -> Response {
        // The request is answered again on a render thread; this answer would be dropped.
        if SlowWork.isDeferred { return Response(status: error.status) }
        var response: Response
        if request.isAPI || request.path == "/healthz" {
            response = .json(["error": [
                "status": .number(Double(error.status.code)),
                "message": .string(error.message),
                "path": .string(request.path),
            ]], status: error.status, cacheControl: "no-store")
        } else {
            let context = GuideContext.lenient(for: request, store: store, liveReload: liveReload)
            let page = ErrorPage.page(for: error, path: request.path, siteName: context.settings.name)
            response = PageLayout.response(page, context: context, status: error.status)
            response.headers.set("Cache-Control", "no-store")
        }
        for field in error.headers { response.headers.set(field.name, field.value) }
        return response
    }
}

import DesignSystem
import MicroHTTP

/// Renders errors as the product shows them: JSON under `/api/`, a guide page everywhere else.
///
/// API errors look like `{"error": {"status": 404, "message": "...", "path": "/api/x"}}`.
struct SiteErrorRenderer: ErrorRenderer {
    let store: SnapshotStore

    func response(for error: HTTPError, to request: Request) -> Response {
        var response: Response
        if request.isAPI || request.path == "/healthz" {
            response = .json(["error": [
                "status": .number(Double(error.status.code)),
                "message": .string(error.message),
                "path": .string(request.path),
            ]], status: error.status, cacheControl: "no-store")
        } else {
            let page = ErrorPage.page(for: error, path: request.path, siteName: store.current.settings.name)
            response = PageLayout.response(page, status: error.status)
            response.headers.set("Cache-Control", "no-store")
        }
        for field in error.headers { response.headers.set(field.name, field.value) }
        return response
    }
}

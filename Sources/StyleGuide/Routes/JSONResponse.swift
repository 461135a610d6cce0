import DesignSystem
import MicroHTTP

extension Response {
    /// A JSON response with the value serialised compactly; with no `Cache-Control` unless given
    /// (``SharedCaching`` gives one to a 200 with an ETag).
    static func json(_ value: JSON, status: Status = .ok, cacheControl: String? = nil) -> Response {
        Response(status: status, contentType: .json, body: Payload(value.serializedBytes()),
                 headers: cacheControl.map { ["Cache-Control": $0] } ?? [:])
    }
}

import DesignSystem
import MicroHTTP

extension Response {
    /// A JSON response with the value serialised compactly.
    static func json(_ value: JSON, status: Status = .ok, cacheControl: String = "no-cache") -> Response {
        Response(status: status, contentType: .json, body: Payload(value.serializedBytes()),
                 headers: ["Cache-Control": cacheControl])
    }
}

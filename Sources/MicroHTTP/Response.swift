/// An HTTP response: status, headers and body bytes.
public struct Response: Sendable {
    /// The status code.
    public var status: Status
    /// The header fields; `Content-Length` and `Date` are added by the server.
    public var headers: Headers
    /// The body; ignored on the wire for HEAD requests and 304 answers.
    public var body: Payload

    /// Creates a response.
    public init(status: Status = .ok, headers: Headers = Headers(), body: Payload = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a body of the given media type.
    public init(status: Status = .ok, contentType: MediaType, body: Payload, headers: Headers = Headers()) {
        self.init(status: status, headers: headers, body: body)
        self.headers.set("Content-Type", contentType.value)
    }

    /// The `Content-Type` header parsed, or nil.
    public var contentType: MediaType? { headers["Content-Type"].map(MediaType.init(_:)) }

    /// Marks the response cacheable by content: sets `ETag` from the body's hash unless one is set.
    public func taggedWithETag() -> Response {
        var copy = self
        copy.headers.setIfAbsent("ETag", body.etag)
        return copy
    }
}

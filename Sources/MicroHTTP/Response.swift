/// An HTTP response: status, media type, headers and body bytes.
public struct Response: Sendable {
    /// The status code.
    public var status: Status
    /// The body's media type, sent as `Content-Type`; nil for no body.
    public var contentType: MediaType?
    /// The other header fields; `Content-Type`, `Content-Length` and `Date` are added by the server.
    public var headers: Headers
    /// The body; ignored on the wire for HEAD requests and 304 answers.
    public var body: Payload
    /// A body written while it is sent (server-sent events); when set, ``body`` is not sent.
    public var stream: ResponseStream?
    /// Told how the response ended on the wire (sent in full or cut, and how much of its body went out).
    public var deliveryObserver: (any DeliveryObserver)?
    /// Whether the server may send it again to the same request (see ``AnswerReuse``).
    public var reuse: AnswerReuse = .unspecified

    /// Creates a response.
    public init(status: Status = .ok, contentType: MediaType? = nil, body: Payload = .empty,
                headers: Headers = Headers()) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    /// Marks the response cacheable by content: sets `ETag` from the body's hash unless one is set.
    public func taggedWithETag() -> Response {
        var copy = self
        copy.headers.setIfAbsent("ETag", body.etag)
        return copy
    }
}

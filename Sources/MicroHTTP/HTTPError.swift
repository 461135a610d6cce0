/// An error that becomes an HTTP response: a status, a message for the client, and extra headers.
///
/// Anything a responder throws is turned into a response in one place (``ErrorRendering``);
/// errors of other types can take part by conforming to ``HTTPErrorConvertible``.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// The status to answer with.
    public var status: Status
    /// What went wrong, phrased for the person or tool that sent the request.
    public var message: String
    /// Extra headers the response must carry (for example `Allow` on a 405).
    public var headers: Headers

    /// Creates an error with a status and a message.
    public init(_ status: Status, _ message: String, headers: Headers = Headers()) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// `404 Not Found` style text.
    public var description: String { "\(status): \(message)" }
}

/// An error that knows which ``HTTPError`` it should be answered with.
public protocol HTTPErrorConvertible: Error {
    /// The HTTP form of this error.
    var httpError: HTTPError { get }
}

/// Is told about every request once its response has left (or was cut short): the hook for
/// metrics, set with ``Responder/accessLogged(to:level:observer:)``.
///
/// Called on a server thread for every request, so it must be quick: a few atomic increments,
/// no string building.
public protocol RequestObserver: Sendable {
    /// One request is over.
    func requestFinished(_ request: FinishedRequest)
}

/// What a ``RequestObserver`` learns about one request, in plain values.
public struct FinishedRequest: Sendable, Equatable {
    /// The index in ``Router/patterns`` of the route pattern that matched the path (whichever
    /// method it allows); nil when no route matched (404, or a request answered before routing).
    public var route: Int?
    /// The request's method.
    public var method: HTTPMethod
    /// The status code sent; a responder that threw past every wrapper counts as 500.
    public var status: Int
    /// Body bytes known to have reached the client (see ``Delivery/bodyBytesSent``).
    public var bodyBytesSent: Int
    /// Nanoseconds from the request's arrival at the responder to the end of its response.
    public var nanoseconds: Int

    /// Creates the record of one request.
    public init(route: Int?, method: HTTPMethod, status: Int, bodyBytesSent: Int, nanoseconds: Int) {
        self.route = route
        self.method = method
        self.status = status
        self.bodyBytesSent = bodyBytesSent
        self.nanoseconds = nanoseconds
    }

    /// The status class as an index: 0 for 1xx through 4 for 5xx (anything else counts as 5xx).
    public var statusClass: Int {
        (100..<500).contains(status) ? status / 100 - 1 : 4
    }
}

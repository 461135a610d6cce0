/// Anything that answers a request: a route, a static-file folder, a whole application.
///
/// Wrappers such as ``ConditionalGET`` or ``AccessLog`` are responders around a responder,
/// composed like view modifiers: `router.compressed().conditionalGET().accessLogged(to: logger)`.
public protocol Responder: Sendable {
    /// Answers one request, or throws an error that ``ErrorRendering`` turns into a response.
    func respond(to request: Request) throws -> Response
}

/// A responder made from a closure.
public struct ClosureResponder: Responder {
    private let body: @Sendable (Request) throws -> Response

    /// Wraps `body` as a responder.
    public init(_ body: @escaping @Sendable (Request) throws -> Response) {
        self.body = body
    }

    /// Calls the closure.
    public func respond(to request: Request) throws -> Response {
        try body(request)
    }
}

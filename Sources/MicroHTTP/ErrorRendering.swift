import Logging

/// Turns an ``HTTPError`` into the response a client sees (JSON for an API, a page for a site).
public protocol ErrorRenderer: Sendable {
    /// The response for `error`, answering `request`.
    func response(for error: HTTPError, to request: Request) -> Response
}

/// Renders errors as plain text: the fallback when an application gives no renderer.
public struct PlainTextErrorRenderer: ErrorRenderer {
    /// Creates the renderer.
    public init() {}

    /// `404 Not Found: no route for /x` as text.
    public func response(for error: HTTPError, to request: Request) -> Response {
        var response = Response(status: error.status, contentType: .plainText, body: Payload("\(error)\n"))
        for field in error.headers { response.headers.set(field.name, field.value) }
        return response
    }
}

/// The one place where thrown errors become responses.
///
/// ``HTTPError`` and ``HTTPErrorConvertible`` errors keep their status; anything else is an
/// internal error: logged with its details, answered with a 500 that reveals nothing.
public struct ErrorRendering<Next: Responder, Renderer: ErrorRenderer>: Responder {
    @usableFromInline let next: Next
    @usableFromInline let renderer: Renderer
    @usableFromInline let logger: Logger

    @usableFromInline init(next: Next, renderer: Renderer, logger: Logger) {
        self.next = next
        self.renderer = renderer
        self.logger = logger
    }

    /// Answers with `next`, rendering whatever it throws.
    @inlinable public func respond(to request: Request) throws -> Response {
        do {
            return try next.respond(to: request)
        } catch {
            return ThrownError.response(for: error, to: request, with: renderer, logger: logger)
        }
    }
}

/// How any thrown error becomes a response; shared by ``ErrorRendering`` and the server's last resort.
@usableFromInline enum ThrownError {
    /// The response for `error`: its own status when it has one, otherwise a 500 that reveals
    /// nothing (the details go to the log).
    @usableFromInline static func response(for error: any Error, to request: Request, with renderer: any ErrorRenderer,
                                           logger: Logger) -> Response {
        switch error {
        case let error as HTTPError:
            return renderer.response(for: error, to: request)
        case let error as HTTPErrorConvertible:
            return renderer.response(for: error.httpError, to: request)
        default:
            logger.error("internal error answering \(request.method) \(request.path): \(error)")
            let hidden = HTTPError(.internalServerError, "the server failed to answer this request")
            return renderer.response(for: hidden, to: request)
        }
    }
}

extension Responder {
    /// Catches every error this responder throws and renders it with `renderer`.
    @inlinable public func renderingErrors<Renderer: ErrorRenderer>(
        with renderer: Renderer, logger: Logger
    ) -> ErrorRendering<Self, Renderer> {
        ErrorRendering(next: self, renderer: renderer, logger: logger)
    }
}

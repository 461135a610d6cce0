import Logging

/// Logs one line per request: method, path, status, body bytes sent and microseconds spent.
///
/// The line is written when the response has left: its bytes are those that reached the client,
/// and a response cut short (the server stopping, the client going away, a timeout, an error)
/// is marked `cut:<reason> of <full size>B` (see ``Delivery``). A responder that throws is
/// logged at once, with `threw` for its status.
public struct AccessLog<Next: Responder>: Responder {
    @usableFromInline let next: Next
    @usableFromInline let line: AccessLine
    /// Told about every request when its response has ended, with the route pattern matched.
    @usableFromInline let observer: (any RequestObserver)?

    @usableFromInline init(next: Next, line: AccessLine, observer: (any RequestObserver)?) {
        self.next = next
        self.line = line
        self.observer = observer
    }

    /// Answers with `next`; the line is logged, and the observer told, once the response has
    /// been sent or cut.
    @inlinable public func respond(to request: Request) throws -> Response {
        let start = MonotonicTime.now()
        if observer != nil { MatchedRoute.clear() }
        do {
            var response = try next.respond(to: request)
            let logs = line.isEnabled
            if logs || observer != nil {
                response.deliveryObserver = AccessRecord(line: logs ? line : nil, observer: observer,
                                                         route: observer == nil ? nil : MatchedRoute.current,
                                                         method: request.method, path: request.path, start: start)
            }
            return response
        } catch {
            line.log(method: request.method, path: request.path, status: 0, bytes: 0, since: start)
            observer?.requestFinished(FinishedRequest(route: MatchedRoute.current, method: request.method, status: 500,
                                                      bodyBytesSent: 0, nanoseconds: MonotonicTime.now() - start))
            throw error
        }
    }
}

/// One request waiting for its response to end, to log it and tell the observer.
@usableFromInline final class AccessRecord: RepeatableDeliveryObserver {
    let line: AccessLine?
    let observer: (any RequestObserver)?
    let route: Int?
    let method: HTTPMethod
    let path: String
    let start: Int

    @usableFromInline init(line: AccessLine?, observer: (any RequestObserver)?, route: Int?, method: HTTPMethod,
                           path: String, start: Int) {
        self.line = line
        self.observer = observer
        self.route = route
        self.method = method
        self.path = path
        self.start = start
    }

    /// The record of another request for the same path, answered with the same response.
    @usableFromInline func repeated(startingAt start: Int) -> any DeliveryObserver {
        AccessRecord(line: line, observer: observer, route: route, method: method, path: path, start: start)
    }

    @usableFromInline func responseEnded(_ delivery: Delivery) {
        line?.log(method: method, path: path, status: delivery.status, bytes: delivery.bodyBytesSent, since: start,
                  cut: delivery.wasCut ? delivery : nil)
        observer?.requestFinished(FinishedRequest(route: route, method: method, status: delivery.status,
                                                  bodyBytesSent: delivery.bodyBytesSent,
                                                  nanoseconds: MonotonicTime.now() - start))
    }
}

/// Writes the access-log line for one request.
@usableFromInline struct AccessLine: Sendable {
    let logger: Logger
    let level: Logger.Level
    /// The logger's handler, when it takes bytes: the line then never becomes a `String`.
    let byteHandler: ByteHandlerBox?
    /// `byteHandler`, lent uncounted: reading a handler kept in a struct copies it, and counting
    /// a reference the server's threads share makes them trade its cache line on every line.
    let lentByteHandler: Unmanaged<ByteHandlerBox>?

    /// A log handler that takes bytes, kept where it can be used in place.
    final class ByteHandlerBox: Sendable {
        let handler: any ByteLogHandler
        init(_ handler: any ByteLogHandler) { self.handler = handler }
    }

    @usableFromInline init(logger: Logger, level: Logger.Level) {
        self.logger = logger
        self.level = level
        self.byteHandler = (logger.handler as? any ByteLogHandler).map(ByteHandlerBox.init)
        self.lentByteHandler = byteHandler.map { .passUnretained($0) }
    }

    /// True when lines at this level are written.
    @usableFromInline var isEnabled: Bool {
        let threshold = lentByteHandler?._withUnsafeGuaranteedRef { $0.handler.logLevel } ?? logger.logLevel
        return threshold <= level
    }

    /// Logs `METHOD path status bytesB microsµs`, then ` cut:<reason> of <size>B` for a response
    /// cut short (`cut`); a status of 0 means the responder threw. Bytes a terminal could
    /// interpret (controls, non-ASCII) are written as `%XX`. `start` is a ``MonotonicTime/now()`` reading.
    @usableFromInline func log(method: HTTPMethod, path: String, status: Int, bytes: Int, since start: Int,
                               cut: Delivery? = nil) {
        guard isEnabled else { return }
        let micros = (MonotonicTime.now() - start) / 1000
        let method = method.rawValue
        let capacity = method.utf8.count + 3 * path.utf8.count + 112
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ByteWriter(buffer)
            writer.append(method)
            writer.append(byte: UInt8(ascii: " "))
            writer.appendEscaped(path)
            if status == 0 {
                writer.append(literal: " threw ")
            } else {
                writer.append(byte: UInt8(ascii: " "))
                writer.appendDecimal(status)
                writer.append(byte: UInt8(ascii: " "))
            }
            writer.appendDecimal(bytes)
            writer.append(literal: "B ")
            writer.appendDecimal(micros)
            writer.append(literal: "µs")
            if let cut {
                writer.append(literal: " cut:")
                writer.append(cut.ending.rawValue)
                if let whole = cut.bodyBytes {
                    writer.append(literal: " of ")
                    writer.appendDecimal(whole)
                    writer.append(byte: UInt8(ascii: "B"))
                }
            }
            let line = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
            if let lentByteHandler {
                return lentByteHandler._withUnsafeGuaranteedRef { $0.handler.log(level: level, utf8: line) }
            }
            // Straight to the handler, as `Logger.log` does after its level check (made above):
            // its layers of forwarding copied the event and the handler on every line.
            let message = Logger.Message(stringLiteral: String(decoding: line, as: UTF8.self))
            logger.handler.log(event: LogEvent(level: level, message: message, metadata: nil, source: nil,
                                               file: #fileID, function: #function, line: #line))
        }
    }
}

extension Responder {
    /// Logs every request this responder answers, one line each, and tells `observer` (metrics)
    /// about each, with the index of the ``Router`` pattern that matched it.
    @inlinable public func accessLogged(to logger: Logger, level: Logger.Level = .info,
                                        observer: (any RequestObserver)? = nil) -> AccessLog<Self> {
        AccessLog(next: self, line: AccessLine(logger: logger, level: level), observer: observer)
    }
}

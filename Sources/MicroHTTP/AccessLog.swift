import Logging

/// Logs one line per request: method, path, status, body bytes and microseconds spent.
public struct AccessLog<Next: Responder>: Responder {
    @usableFromInline let next: Next
    @usableFromInline let line: AccessLine

    @usableFromInline init(next: Next, line: AccessLine) {
        self.next = next
        self.line = line
    }

    /// Answers with `next` and logs the outcome.
    @inlinable public func respond(to request: Request) throws -> Response {
        let start = MonotonicTime.now()
        do {
            let response = try next.respond(to: request)
            let sent = request.method == .head ? 0 : response.body.count
            line.log(request, status: response.status.code, bytes: sent, since: start)
            return response
        } catch {
            line.log(request, status: 0, bytes: 0, since: start)
            throw error
        }
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

    /// Logs `METHOD path status bytesB microsµs`; a status of 0 means the responder threw.
    /// Bytes a terminal could interpret (controls, non-ASCII) are written as `%XX`. `start` is a
    /// ``MonotonicTime/now()`` reading.
    @usableFromInline func log(_ request: Request, status: Int, bytes: Int, since start: Int) {
        let threshold = lentByteHandler?._withUnsafeGuaranteedRef { $0.handler.logLevel } ?? logger.logLevel
        guard threshold <= level else { return }
        let micros = (MonotonicTime.now() - start) / 1000
        let method = request.method.rawValue, path = request.path
        let capacity = method.utf8.count + 3 * path.utf8.count + 64
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
    /// Logs every request this responder answers, one line each.
    @inlinable public func accessLogged(to logger: Logger, level: Logger.Level = .info) -> AccessLog<Self> {
        AccessLog(next: self, line: AccessLine(logger: logger, level: level))
    }
}

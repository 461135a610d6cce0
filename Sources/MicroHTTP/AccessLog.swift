import Logging

/// Logs one line per request: method, path, status, body bytes and microseconds spent.
public struct AccessLog<Next: Responder>: Responder {
    let next: Next
    let logger: Logger
    let level: Logger.Level

    /// Answers with `next` and logs the outcome.
    public func respond(to request: Request) throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try next.respond(to: request)
            log(request, status: response.status.code, bytes: response.body.count, since: start)
            return response
        } catch {
            log(request, status: 0, bytes: 0, since: start)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, bytes: Int, since start: ContinuousClock.Instant) {
        guard logger.logLevel <= level else { return }
        let elapsed = ContinuousClock.now - start
        let micros = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        let outcome = status == 0 ? "threw" : String(status)
        logger.log(level: level, "\(request.method) \(request.path) \(outcome) \(bytes)B \(micros)µs")
    }
}

extension Responder {
    /// Logs every request this responder answers, one line each.
    public func accessLogged(to logger: Logger, level: Logger.Level = .info) -> AccessLog<Self> {
        AccessLog(next: self, logger: logger, level: level)
    }
}

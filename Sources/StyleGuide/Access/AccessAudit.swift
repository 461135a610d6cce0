import Logging
import MicroHTTP

extension AccessEventKind {
    /// A request with no credentials at all was turned away (counted in `/metrics`, logged only
    /// at debug level, and no failure: a browser before sign-in is not an attack).
    public static let anonymous = AccessEventKind(rawValue: "anonymous")
}

/// The product's ``AccessEvents``: an audit line per event in the log (who, what, from where —
/// never a secret).
public final class AccessAudit: AccessEvents {
    private let logger: Logger

    /// An audit writing to `logger`.
    init(logger: Logger) {
        self.logger = logger
    }

    /// Logs `event`, naming the address `request` came from.
    public func record(_ event: AccessEvent, for request: Request) {
        let level: Logger.Level = event.kind == .anonymous ? .debug : .info
        logger.log(level: level, "\(AccessAudit.line(event, for: request))")
    }

    /// Seconds the address of `request` must wait before it is served again; nil when it may go on.
    func retryAfterSeconds(for request: Request) -> Int? { nil }

    /// The audit line: `access sign-in who="a@example.com" from=10.0.0.7 GET /path detail="…"`.
    static func line(_ event: AccessEvent, for request: Request) -> String {
        var line = "access \(event.kind.rawValue)"
        if !event.who.isEmpty { line += " who=\(quoted(event.who))" }
        line += " from=\(request.peer?.description ?? "-") \(request.method.rawValue) \(quoted(request.path))"
        if !event.detail.isEmpty { line += " detail=\(quoted(event.detail))" }
        return line
    }

    /// `text` in double quotes, with quotes, backslashes and control characters escaped (a log line stays one line).
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars.prefix(256) {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

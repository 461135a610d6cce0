import Logging
import MicroHTTP

extension AccessEventKind {
    /// A request with no credentials at all was turned away (counted in `/metrics`, logged only
    /// at debug level, and no failure: a browser before sign-in is not an attack).
    public static let anonymous = AccessEventKind(rawValue: "anonymous")
    /// A reader asked for a part of the site outside its scopes (`403`; no failure).
    public static let outOfScope = AccessEventKind(rawValue: "out-of-scope")
    /// An address with too many recent failures was answered `429` (counted; logged at debug level).
    public static let limited = AccessEventKind(rawValue: "rate-limited")
}

/// The product's ``AccessEvents``: an audit line per event in the log (who, what, from where —
/// never a secret), a count by kind and method in `/metrics`, and the per-address failure limit.
///
/// Failures are ``AccessEventKind/signInFailed`` and ``AccessEventKind/refusal``: after
/// `accessFailuresPerMinute` of them in a minute an address gets `429` from the gate until the
/// minute is over; other addresses are not affected.
public final class AccessAudit: AccessEvents {
    private let logger: Logger
    private let counters: AccessEventCounters
    private let limiter = FailureLimiter()
    private let limits: @Sendable () -> AccessLimits

    /// An audit writing to `logger`, counting with `metrics`, with the limits `limits` gives now.
    init(logger: Logger, metrics: SiteMetrics, limits: @escaping @Sendable () -> AccessLimits) {
        self.logger = logger
        counters = AccessEventCounters(factory: metrics.factory)
        self.limits = limits
    }

    /// Logs and counts `event`, naming the address `request` came from; a failure counts against that address.
    public func record(_ event: AccessEvent, for request: Request) {
        counters.count(event.kind, method: event.method)
        let quiet = event.kind == .anonymous || event.kind == .limited
        logger.log(level: quiet ? .debug : .info, "\(AccessAudit.line(event, for: request))")
        if event.kind == .refusal || event.kind == .signInFailed, let peer = request.peer {
            limiter.fail(peer, limits: limits())
        }
    }

    /// Seconds the address of `request` must wait before it is served again; nil when it may go on.
    func retryAfterSeconds(for request: Request) -> Int? {
        guard let peer = request.peer else { return nil }
        return limiter.retryAfterSeconds(for: peer, limits: limits())
    }

    /// The audit line: `access sign-in who="a@example.com" method=session from=10.0.0.7 GET "/path" detail="…"`.
    static func line(_ event: AccessEvent, for request: Request) -> String {
        var line = "access \(event.kind.rawValue)"
        if !event.who.isEmpty { line += " who=\(quoted(event.who))" }
        if let method = event.method { line += " method=\(method.rawValue)" }
        line += " from=\(request.peer?.description ?? "-") \(request.method.rawValue) \(quoted(request.path))"
        if !event.detail.isEmpty { line += " detail=\(quoted(event.detail))" }
        return line
    }

    /// `text` in double quotes, at most 256 characters, with quotes, backslashes and control
    /// characters escaped, so a log line stays one line whatever a client sent.
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

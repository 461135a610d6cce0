/// An HTTP status code with its reason phrase, extensible: `Status.ok`, `Status.notFound`, or `Status(code: 418)`.
public struct Status: Hashable, Sendable, CustomStringConvertible {
    /// The three-digit code.
    public let code: Int

    /// Creates a status from its code.
    public init(code: Int) {
        self.code = code
    }

    /// The standard reason phrase for humans, e.g. `Not Found` (libmicrohttpd sends its own on the wire).
    public var reasonPhrase: String { Status.standardPhrases[code] ?? "Status \(code)" }

    /// True for 2xx codes.
    public var isSuccess: Bool { (200..<300).contains(code) }

    /// `200 OK`.
    public static let ok = Status(code: 200)
    /// `204 No Content`.
    public static let noContent = Status(code: 204)
    /// `301 Moved Permanently`.
    public static let movedPermanently = Status(code: 301)
    /// `302 Found`.
    public static let found = Status(code: 302)
    /// `304 Not Modified`.
    public static let notModified = Status(code: 304)
    /// `400 Bad Request`.
    public static let badRequest = Status(code: 400)
    /// `403 Forbidden`.
    public static let forbidden = Status(code: 403)
    /// `404 Not Found`.
    public static let notFound = Status(code: 404)
    /// `405 Method Not Allowed`.
    public static let methodNotAllowed = Status(code: 405)
    /// `409 Conflict`.
    public static let conflict = Status(code: 409)
    /// `413 Content Too Large`.
    public static let contentTooLarge = Status(code: 413)
    /// `414 URI Too Long`.
    public static let uriTooLong = Status(code: 414)
    /// `431 Request Header Fields Too Large`.
    public static let requestHeaderFieldsTooLarge = Status(code: 431)
    /// `500 Internal Server Error`.
    public static let internalServerError = Status(code: 500)
    /// `501 Not Implemented`.
    public static let notImplemented = Status(code: 501)
    /// `503 Service Unavailable`.
    public static let serviceUnavailable = Status(code: 503)

    /// `200 OK` style text.
    public var description: String { "\(code) \(reasonPhrase)" }

    private static let standardPhrases: [Int: String] = [
        200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
        303: "See Other", 304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict",
        410: "Gone", 411: "Length Required", 412: "Precondition Failed", 413: "Content Too Large",
        414: "URI Too Long", 415: "Unsupported Media Type", 422: "Unprocessable Content",
        429: "Too Many Requests", 431: "Request Header Fields Too Large",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}

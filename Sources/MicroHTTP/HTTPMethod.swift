import Glibc

/// An HTTP request method, extensible like swift-http-types' names: `HTTPMethod.get`, or your own.
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
    /// The method token exactly as it appears on the request line, e.g. `GET`.
    public let rawValue: String

    /// Creates a method from its token; nil when the text is not a valid HTTP token.
    public init?(_ rawValue: String) {
        guard !rawValue.isEmpty, rawValue.utf8.allSatisfy(HTTPToken.isTokenByte) else { return nil }
        self.rawValue = rawValue
    }

    private init(known rawValue: String) { self.rawValue = rawValue }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(known: "GET")
    /// `HEAD`: a GET without the body.
    public static let head = HTTPMethod(known: "HEAD")
    /// `OPTIONS`: ask what a resource allows (CORS preflights).
    public static let options = HTTPMethod(known: "OPTIONS")
    /// `POST`: submit data.
    public static let post = HTTPMethod(known: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(known: "PUT")
    /// `PATCH`: modify part of a resource.
    public static let patch = HTTPMethod(known: "PATCH")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(known: "DELETE")
    /// `TRACE`: echo the request back. Known (a route that does not allow it answers 405), never routed here.
    public static let trace = HTTPMethod(known: "TRACE")
    /// `QUERY`: a safe request with a body (the HTTP QUERY method). Known, never routed here.
    public static let query = HTTPMethod(known: "QUERY")

    /// The method named by a C string from libmicrohttpd: a shared constant for the common
    /// ones (no allocation), a validated new value otherwise.
    init?(cString: UnsafePointer<CChar>) {
        if strcmp(cString, "GET") == 0 {
            self = .get
        } else if strcmp(cString, "HEAD") == 0 {
            self = .head
        } else {
            self.init(String(cString: cString))
        }
    }

    /// True when both are the same token, byte for byte (methods are case-sensitive). Tokens of
    /// different lengths, the usual case when two methods differ, are told apart at once.
    public static func == (lhs: HTTPMethod, rhs: HTTPMethod) -> Bool {
        lhs.rawValue.utf8.count == rhs.rawValue.utf8.count && lhs.rawValue == rhs.rawValue
    }

    /// Methods this server knows: a path that does not allow one answers 405 with `Allow`, an
    /// unknown path 404. Any other method (`BREW`, `PROPFIND`, `CONNECT`) gets 501 Not Implemented.
    public static let implemented: Set<HTTPMethod> = [.get, .head, .options, .post, .put, .patch, .delete, .trace, .query]

    /// The method token.
    public var description: String { rawValue }
}

/// The RFC 9110 `token` grammar, shared by methods and header names.
enum HTTPToken {
    /// True when the byte may appear in an RFC 9110 token.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

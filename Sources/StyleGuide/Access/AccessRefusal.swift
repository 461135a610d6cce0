import DesignSystem
import MicroHTTP

/// The answers the access gate gives instead of a route's: built from the request's path alone,
/// with nothing of the Config in them, and never kept by any cache.
enum AccessRefusal {
    /// `401 Unauthorized`.
    static let unauthorized = Status(code: 401)
    /// `429 Too Many Requests`.
    static let tooManyRequests = Status(code: 429)

    /// The answer to someone not signed in: for a browser's page, a redirect to the sign-in page
    /// when there is one; otherwise `401`, in JSON with `loginUrl` (as a Storybook ref expects) on JSON routes.
    static func anonymous(_ request: Request, path: AccessPath, signInURL: String?) -> Response {
        if path.redirectsToSignIn, let signInURL {
            return Response(status: .found, headers: ["Location": redirect(to: signInURL, from: request),
                                                      "Cache-Control": "no-store"])
        }
        return refused(request, path: path, message: "sign-in required: sign in or send a token", signInURL: signInURL)
    }

    /// `401` with `message`, in JSON on JSON routes and as plain text elsewhere.
    static func refused(_ request: Request, path: AccessPath, message: String, signInURL: String?) -> Response {
        var response: Response
        response = answer(unauthorized, message, to: request, path: path, loginURL: signInURL)
        response.headers.set("WWW-Authenticate", #"Bearer realm="swatchbook""#)
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// `403`: the reader is known, and the scope of this path is not among theirs.
    static func outOfScope(_ request: Request, path: AccessPath, reader: Reader) -> Response {
        let message = "'\(reader.name)' may not read the \(path.scope.rawValue) scope"
        var response = answer(.forbidden, message, to: request, path: path)
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// `429` with `Retry-After`: this address failed too often lately.
    static func tooMany(_ request: Request, path: AccessPath, retryAfterSeconds: Int) -> Response {
        let message = "too many failed sign-ins or bad credentials from this address; retry in \(retryAfterSeconds) s"
        var response = answer(tooManyRequests, message, to: request, path: path)
        response.headers.set("Retry-After", String(retryAfterSeconds))
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// `/healthz` for someone not signed in: the status alone.
    static func health(degraded: Bool) -> Response {
        Response(contentType: .json, body: Payload((["status": .string(degraded ? "degraded" : "ok")] as JSON).serializedBytes()),
                 headers: ["Cache-Control": "no-store"])
    }

    /// An error answer: `{"error": {"status", "message", "path"}}` (and `loginUrl` when given) on
    /// JSON routes, the status line and `message` as plain text elsewhere.
    private static func answer(_ status: Status, _ message: String, to request: Request, path: AccessPath,
                               loginURL: String? = nil) -> Response {
        guard path.speaksJSON else {
            return Response(status: status, contentType: .plainText, body: Payload(Array("\(status): \(message)\n".utf8)))
        }
        var body = JSONObject([("error", ["status": .number(Double(status.code)), "message": .string(message), "path": .string(request.path)])])
        if let loginURL { body.setValue(.string(loginURL), forKey: "loginUrl") }
        return Response(status: status, contentType: .json, body: Payload(JSON.object(body).serializedBytes()))
    }

    /// `signInURL` with the path asked for as `next`, so the sign-in can come back to it.
    private static func redirect(to signInURL: String, from request: Request) -> String {
        let next = request.path.hasPrefix("/") && !request.path.hasPrefix("//") ? request.path : "/"
        return signInURL + (signInURL.contains("?") ? "&" : "?") + "next=" + percentEncoded(next)
    }

    /// Every byte but unreserved ones and `/` percent-encoded.
    private static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

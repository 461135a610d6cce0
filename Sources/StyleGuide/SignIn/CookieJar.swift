import MicroHTTP

/// Reading one cookie from a request and writing `Set-Cookie` values for Swatchbook's cookies.
enum CookieJar {
    /// The value of the cookie `name` in the request's `Cookie` headers; nil when there is none.
    static func value(of name: String, in request: Request) -> String? {
        for header in request.headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let trimmed = pair.drop(while: { $0 == " " })
                guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == name else { continue }
                return String(trimmed[trimmed.index(after: equals)...])
            }
        }
        return nil
    }

    /// A `Set-Cookie` value: `HttpOnly`, `SameSite=Lax`, `Secure` when `secure`, living `maxAge` seconds.
    static func setting(_ name: String, _ value: String, path: String, maxAge: Int, secure: Bool) -> String {
        "\(name)=\(value); Path=\(path); Max-Age=\(maxAge); HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    /// A `Set-Cookie` value that makes the browser forget the cookie `name`.
    static func clearing(_ name: String, path: String, secure: Bool) -> String {
        setting(name, "", path: path, maxAge: 0, secure: secure)
    }
}

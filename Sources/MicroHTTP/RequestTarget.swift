import Glibc

/// One `name=value` piece of a query string, still percent-encoded; `value` is nil for a bare `name`.
typealias RawQueryPair = (name: String, value: String?)

/// The request-target grammar this server accepts: origin-form, plus `*` for OPTIONS.
enum RequestTarget {
    /// Why a raw target (path and query, as on the request line) exceeds the limits, or nil.
    static func problem(rawTarget: UnsafePointer<CChar>, limits: Limits) -> HTTPError? {
        let length = strlen(rawTarget)
        if length > limits.targetBytes {
            return HTTPError(.uriTooLong, "the request target exceeds \(limits.targetBytes) bytes")
        }
        guard let questionMark = strchr(rawTarget, Int32(UInt8(ascii: "?"))) else { return nil }
        var parameters = 1
        var byte = questionMark + 1
        while byte.pointee != 0 {
            if byte.pointee == CChar(UInt8(ascii: "&")) { parameters += 1 }
            byte += 1
        }
        if parameters > limits.queryParameters {
            return HTTPError(.badRequest, "the query has more than \(limits.queryParameters) parameters")
        }
        return nil
    }

    /// A 400 when the target holds a NUL byte, else nil.
    ///
    /// libmicrohttpd hands the target on as a C string, so a NUL cuts it short:
    /// `/assets/css/swatchbook.css\0.png` would be served as `/assets/css/swatchbook.css`. The
    /// URI callback measured the target as a C string (`cStringLength`) before the library
    /// touched it. The library itself knows where the target ends: 0.9.75 finds the version after
    /// the line's last space, writes a NUL over that space, and passes `url` and `version` as
    /// pointers into the same line, so the target spans `url ..< version - 1`. A target longer
    /// than its C string holds a NUL.
    static func nulProblem(url: UnsafePointer<CChar>, version: UnsafePointer<CChar>?, cStringLength: Int) -> HTTPError? {
        guard let version, version.pointee != 0 else { return nil }
        let length = url.distance(to: version) - 1
        guard length != cStringLength else { return nil }
        return HTTPError(.badRequest, "the request target holds a NUL byte", headers: ["Connection": "close"])
    }

    /// Splits a raw target into its path and its raw query pairs (empty pieces dropped, `+` made a space).
    static func split(_ target: String) -> (path: String, rawQuery: [RawQueryPair]) {
        guard let questionMark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return (target, []) }
        let path = String(target[..<questionMark])
        let pairs = target[target.utf8.index(after: questionMark)...]
            .split(separator: "&", omittingEmptySubsequences: true)
            .map { piece -> RawQueryPair in
                // Most pieces hold no `+`: they are taken as they are, not searched character by character.
                let plus = { (text: Substring) in text.utf8.contains(UInt8(ascii: "+")) ? String(text).replacing("+", with: " ") : String(text) }
                guard let equals = piece.firstIndex(of: "=") else { return (plus(piece), nil) }
                return (plus(piece[..<equals]), plus(piece[piece.index(after: equals)...]))
            }
        return (path, pairs)
    }

    /// Why a path and query cannot be a request target here, or nil when they can.
    static func problem(path: String, rawQuery: [RawQueryPair], method: HTTPMethod) -> HTTPError? {
        if path == "*" {
            return method == .options && rawQuery.isEmpty ? nil
                : HTTPError(.badRequest, "the request target must be a path starting with '/'")
        }
        guard path.utf8.first == UInt8(ascii: "/") else {
            return HTTPError(.badRequest, "the request target must be a path starting with '/'")
        }
        if let found = problem(in: path, spaceAllowed: false) { return HTTPError(.badRequest, found) }
        for pair in rawQuery {
            let found = problem(in: pair.name, spaceAllowed: true)
                ?? pair.value.flatMap { problem(in: $0, spaceAllowed: true) }
            if let found { return HTTPError(.badRequest, found) }
        }
        return nil
    }

    /// A byte a URL cannot hold, or a fragment; spaces are allowed only where `+` was turned into one.
    private static func problem(in text: String, spaceAllowed: Bool) -> String? {
        text.withUTF8Bytes { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "#") { return "the request target must not contain a fragment ('#')" }
                guard byte > 0x20 && byte < 0x7F || (spaceAllowed && byte == UInt8(ascii: " ")) else {
                    return "the request target holds a byte a URL cannot contain (space, control or non-ASCII)"
                }
            }
            return nil
        }
    }
}

import CMicroHTTPD
import Glibc

/// How a request says where its body ends, checked once its headers are in and before any body
/// is read; a refused request is answered at once and its connection closed.
///
/// Two `Content-Length` fields, `Content-Length` together with `Transfer-Encoding`, or a framing
/// field this server and a proxy in front of it could read differently (request smuggling,
/// RFC 9112 §6.3, §11.2) are refused with 400:
/// - a field name that is not a token, such as `Transfer-Encoding : chunked` (whitespace before
///   the colon, which RFC 9112 §5.1 says a server must answer with 400): libmicrohttpd 0.9.75
///   keeps the space in the name (it rejects it only at strictness -1, with its own bare page),
///   so the field would not count as `Transfer-Encoding` here and the length would frame the body;
/// - a field continued on the next line (obs-fold, RFC 9112 §5.2): 0.9.75 appends the
///   continuation to the field's *name* (`Transfer-Encodingchunked`), so that a folded
///   `Transfer-Encoding` disappears; see ``HeaderLine``.
///
/// A transfer coding other than `chunked` (`gzip, chunked`, `foo`) gets 501 (RFC 9112 §6.1):
/// libmicrohttpd would otherwise read such a body until the client closes.
enum Framing {
    /// The error that refuses the request's framing, or nil when it is unambiguous and within the limits.
    static func refusal(of connection: OpaquePointer, limits: Limits) -> HTTPError? {
        var fields = Fields(lineBound: limits.headerBytes)
        _ = withUnsafeMutablePointer(to: &fields) { pointer in
            MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                context.assumingMemoryBound(to: Fields.self).pointee.add(key, value)
                return .YES
            }, pointer)
        }
        return fields.refusal(bodyLimit: limits.bodyBytes)
    }

    /// How many bytes of a body are read and dropped after the request was refused while its
    /// body arrived, so that the refusal can still be answered: the body limit again, at least 64 KiB.
    static func discardAllowance(bodyLimit: Int) -> Int { max(bodyLimit, 64 * 1024) }

    /// The refusal of a body over `limit` bytes.
    static func bodyTooLarge(limit: Int) -> HTTPError {
        closing(.contentTooLarge, "the request body exceeds \(limit) bytes")
    }

    /// The framing fields of one request, and the first field that is malformed.
    struct Fields {
        let lineBound: Int
        var contentLengths: [String] = []
        var transferCodings: [String] = []
        var transferEncodings = 0
        var malformed: HTTPError?

        init(lineBound: Int) { self.lineBound = lineBound }

        /// Takes one field as libmicrohttpd parsed it.
        mutating func add(_ key: UnsafePointer<CChar>, _ value: UnsafePointer<CChar>?) {
            if malformed == nil, let problem = HeaderLine.problem(name: key, value: value, lineBound: lineBound) {
                malformed = closing(.badRequest, problem)
            }
            if strcasecmp(key, "Content-Length") == 0 {
                contentLengths.append(value.map { String(cString: $0) } ?? "")
            } else if strcasecmp(key, "Transfer-Encoding") == 0 {
                transferEncodings += 1
                // Empty list elements are ignored (RFC 9110 §5.6.1).
                transferCodings += (value.map { String(cString: $0) } ?? "").split(separator: ",").map {
                    String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()).lowercased()
                }.filter { !$0.isEmpty }
            }
        }

        /// The error for these fields, or nil; see ``Framing``.
        func refusal(bodyLimit: Int) -> HTTPError? {
            if let malformed { return malformed }
            if contentLengths.count > 1 {
                return closing(.badRequest, "the request has more than one Content-Length field")
            }
            if transferEncodings > 0 { return transferRefusal() }
            guard let text = contentLengths.first else { return nil }
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return closing(.badRequest, "Content-Length must be a decimal number of bytes")
            }
            guard let length = Int(text), length <= bodyLimit else { return bodyTooLarge(limit: bodyLimit) }
            return nil
        }

        private func transferRefusal() -> HTTPError? {
            if !contentLengths.isEmpty {
                return closing(.badRequest, "the request has both Content-Length and Transfer-Encoding")
            }
            if transferCodings.isEmpty {
                return closing(.badRequest, "Transfer-Encoding names no transfer coding")
            }
            if let unknown = transferCodings.first(where: { $0 != "chunked" }) {
                return closing(.notImplemented, "the transfer coding '\(unknown)' is not implemented; only chunked is")
            }
            if transferCodings.count > 1 {
                return closing(.badRequest, "Transfer-Encoding names chunked more than once")
            }
            return nil
        }
    }

    private static func closing(_ status: Status, _ message: String) -> HTTPError {
        HTTPError(status, message, headers: ["Connection": "close"])
    }
}

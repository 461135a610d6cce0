import CMicroHTTPD
import Glibc

/// How a request says where its body ends, checked before any body is read.
///
/// Two `Content-Length` fields, or `Content-Length` together with `Transfer-Encoding`, can make
/// this server and a proxy in front of it disagree on where one request ends and the next
/// begins (request smuggling, RFC 9112 §6.3): such requests are refused and the connection closed.
enum Framing {
    /// The error that refuses the request's framing, or nil when it is unambiguous and within `bodyLimit`.
    static func refusal(of connection: OpaquePointer, bodyLimit: Int) -> HTTPError? {
        var fields = Fields()
        _ = withUnsafeMutablePointer(to: &fields) { pointer in
            MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                guard let key else { return .YES }
                let fields = context!.assumingMemoryBound(to: Fields.self)
                if strcasecmp(key, "Content-Length") == 0 {
                    fields.pointee.contentLengths.append(value.map { String(cString: $0) } ?? "")
                } else if strcasecmp(key, "Transfer-Encoding") == 0 {
                    fields.pointee.transferEncoding = true
                }
                return .YES
            }, pointer)
        }
        return fields.refusal(bodyLimit: bodyLimit)
    }

    /// The framing fields of one request.
    struct Fields {
        var contentLengths: [String] = []
        var transferEncoding = false

        /// The error for these fields, or nil; see ``Framing``.
        func refusal(bodyLimit: Int) -> HTTPError? {
            if contentLengths.count > 1 {
                return closing(.badRequest, "the request has more than one Content-Length field")
            }
            guard let text = contentLengths.first else { return nil }
            if transferEncoding {
                return closing(.badRequest, "the request has both Content-Length and Transfer-Encoding")
            }
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return closing(.badRequest, "Content-Length must be a decimal number of bytes")
            }
            guard let length = Int(text), length <= bodyLimit else {
                return closing(.contentTooLarge, "the request body exceeds \(bodyLimit) bytes")
            }
            return nil
        }

        private func closing(_ status: Status, _ message: String) -> HTTPError {
            HTTPError(status, message, headers: ["Connection": "close"])
        }
    }
}

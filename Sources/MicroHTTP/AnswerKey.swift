import CMicroHTTPD
import Glibc

/// Everything a request says that could change its answer, as one run of bytes: the method, the
/// HTTP version, the target's path, every query pair and every header field, exactly as they came.
///
/// Two requests with equal keys are the same request as far as any responder can tell (the
/// client's address aside, which no reusable answer may depend on: see ``AnswerReuse``). Header
/// names are kept as sent, so `accept-encoding` and `Accept-Encoding` make different keys: a
/// miss, never a wrong answer. Parts are separated by a NUL, which none of them can hold, and a
/// value is marked present or absent (`?a` and `?a=` differ), so no two requests share a key.
struct AnswerKey: Hashable, Sendable {
    /// The bytes; their hash is taken once, when the key is made.
    let bytes: [UInt8]
    private let hash: Int

    /// A key of these bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        hash = bytes.withUnsafeBytes { buffer in
            var hasher = Hasher()
            hasher.combine(bytes: buffer)
            return hasher.finalize()
        }
    }

    /// The key of the request on `connection`, whose method, version and path libmicrohttpd
    /// handed to the access handler; nil when it would pass `byteLimit` bytes.
    init?(method: UnsafePointer<CChar>, version: UnsafePointer<CChar>?, path: UnsafePointer<CChar>,
          on connection: OpaquePointer, byteLimit: Int) {
        var builder = Builder(limit: byteLimit)
        builder.append(method)
        builder.append(version)
        builder.append(path)
        builder.append(kind: .GET_ARGUMENT_KIND, of: connection)
        builder.append(kind: .HEADER_KIND, of: connection)
        guard !builder.overflowed else { return nil }
        self.init(bytes: builder.bytes)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (left: AnswerKey, right: AnswerKey) -> Bool { left.hash == right.hash && left.bytes == right.bytes }

    /// Collects the parts, up to a number of bytes.
    struct Builder {
        private(set) var bytes: [UInt8] = []
        private(set) var overflowed = false
        let limit: Int

        init(limit: Int) {
            self.limit = limit
            bytes.reserveCapacity(256)
        }

        /// Appends `text` (a C string, or the mark of an absent part) and a NUL.
        mutating func append(_ text: UnsafePointer<CChar>?) {
            guard !overflowed else { return }
            guard let text else {
                bytes.append(1)
                bytes.append(0)
                return
            }
            let length = strlen(text)
            guard bytes.count + length + 2 <= limit else { overflowed = true; return }
            bytes.append(2)
            text.withMemoryRebound(to: UInt8.self, capacity: length) {
                bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
            bytes.append(0)
        }

        /// Appends every name and value of `kind` on `connection`, in the order they came, after
        /// a byte that says which kind they are.
        mutating func append(kind: MHD_ValueKind, of connection: OpaquePointer) {
            bytes.append(kind == .HEADER_KIND ? 3 : 4)
            withUnsafeMutablePointer(to: &self) { builder in
                _ = MHD_get_connection_values(connection, kind, { context, _, name, value in
                    guard let context else { return .NO }
                    let builder = context.assumingMemoryBound(to: Builder.self)
                    builder.pointee.append(name)
                    builder.pointee.append(value)
                    return builder.pointee.overflowed ? .NO : .YES
                }, builder)
            }
        }
    }
}

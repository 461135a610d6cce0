import CMicroHTTPD

/// Reads the header fields libmicrohttpd parsed for a connection.
enum ConnectionValues {
    /// The header fields in order, and their total size in bytes (names plus values).
    static func headers(of connection: OpaquePointer) -> (Headers, Int) {
        var collected = Collected()
        withUnsafeMutablePointer(to: &collected) { pointer in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                let collected = context!.assumingMemoryBound(to: Collected.self)
                guard let key else { return .YES }
                let name = String(cString: key)
                let text = value.map { String(cString: $0) } ?? ""
                collected.pointee.bytes += name.utf8.count + text.utf8.count
                collected.pointee.headers.appendChecked(name, text)
                return .YES
            }, pointer)
        }
        return (collected.headers, collected.bytes)
    }

    private struct Collected {
        var headers = Headers()
        var bytes = 0
    }
}

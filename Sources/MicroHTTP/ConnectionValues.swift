import CMicroHTTPD

/// Reads what libmicrohttpd parsed for a connection: header fields and query pairs.
enum ConnectionValues {
    /// The header fields in order, and their total size in bytes (names plus values).
    static func headers(of connection: OpaquePointer) -> (Headers, Int) {
        var headers = Headers()
        let bytes = collect(.HEADER_KIND, of: connection) { name, value in headers.appendChecked(name, value ?? "") }
        return (headers, bytes)
    }

    /// The query pairs, still percent-encoded (`+` already a space).
    static func rawQuery(of connection: OpaquePointer) -> [RawQueryPair] {
        var pairs: [RawQueryPair] = []
        _ = collect(.GET_ARGUMENT_KIND, of: connection) { name, value in pairs.append((name, value)) }
        return pairs
    }

    /// Calls `add` for each value of `kind`; returns their size with one separator byte each.
    private static func collect(_ kind: MHD_ValueKind, of connection: OpaquePointer,
                                _ add: (String, String?) -> Void) -> Int {
        withoutActuallyEscaping(add) { add in
            var state = (add: add, bytes: 0)
            _ = withUnsafeMutablePointer(to: &state) { pointer in
                MHD_get_connection_values(connection, kind, { context, _, key, value in
                    let state = context!.assumingMemoryBound(to: ((String, String?) -> Void, Int).self)
                    guard let key else { return .YES }
                    let name = String(cString: key)
                    let text = value.map { String(cString: $0) }
                    state.pointee.1 += name.utf8.count + (text?.utf8.count ?? 0) + 1
                    state.pointee.0(name, text)
                    return .YES
                }, pointer)
            }
            return state.bytes
        }
    }
}

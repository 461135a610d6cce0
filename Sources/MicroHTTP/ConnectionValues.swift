import CMicroHTTPD

/// Reads what libmicrohttpd parsed for a connection: header fields and query pairs.
///
/// The library calls back once per value with a context pointer; the values are appended
/// straight into the caller's collection through it (no closure to box per request).
enum ConnectionValues {
    /// The header fields in order, and their total size in bytes (names plus values).
    static func headers(of connection: OpaquePointer) -> (Headers, Int) {
        var collected = (headers: Headers(), bytes: 0)
        withUnsafeMutablePointer(to: &collected) { collected in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                let collected = context.assumingMemoryBound(to: (headers: Headers, bytes: Int).self)
                let name = String(cString: key), text = value.map { String(cString: $0) } ?? ""
                collected.pointee.bytes += name.utf8.count + text.utf8.count + 1
                collected.pointee.headers.appendChecked(name, text)
                return .YES
            }, collected)
        }
        return collected
    }

    /// The query pairs, still percent-encoded (`+` already a space).
    static func rawQuery(of connection: OpaquePointer) -> [RawQueryPair] {
        var pairs: [RawQueryPair] = []
        // The pointer to the array itself (`&pairs` alone would point to its elements).
        withUnsafeMutablePointer(to: &pairs) { pairs in
            _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                context.assumingMemoryBound(to: [RawQueryPair].self).pointee
                    .append((String(cString: key), value.map { String(cString: $0) }))
                return .YES
            }, pairs)
        }
        return pairs
    }
}

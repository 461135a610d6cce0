import CMicroHTTPD

/// Reads what libmicrohttpd parsed for a connection: header fields and query pairs.
///
/// The library calls back once per value with a context pointer; the values are appended
/// straight into the caller's collection through it (no closure to box per request).
enum ConnectionValues {
    /// The header fields in order, and their total size in bytes (names plus values).
    static func headers(of connection: OpaquePointer) -> (Headers, Int) {
        var collected = (headers: Headers(), bytes: 0)
        collect(.HEADER_KIND, of: connection, into: &collected) { context, _, key, value in
            guard let context, let key else { return .YES }
            let collected = context.assumingMemoryBound(to: (headers: Headers, bytes: Int).self)
            let name = String(cString: key), text = value.map { String(cString: $0) } ?? ""
            collected.pointee.bytes += name.utf8.count + text.utf8.count + 1
            collected.pointee.headers.appendChecked(name, text)
            return .YES
        }
        return collected
    }

    /// The query pairs, still percent-encoded (`+` already a space).
    static func rawQuery(of connection: OpaquePointer) -> [RawQueryPair] {
        var pairs: [RawQueryPair] = []
        collect(.GET_ARGUMENT_KIND, of: connection, into: &pairs) { context, _, key, value in
            guard let context, let key else { return .YES }
            context.assumingMemoryBound(to: [RawQueryPair].self).pointee
                .append((String(cString: key), value.map { String(cString: $0) }))
            return .YES
        }
        return pairs
    }

    /// The address of the connection's client; nil when libmicrohttpd cannot say.
    static func peer(of connection: OpaquePointer) -> PeerAddress? {
        sb_connection_client_address(connection).flatMap { PeerAddress($0) }
    }

    /// Calls `add` for each value of `kind`, with a pointer to `state` as its context.
    /// (The pointer is taken explicitly: for an array, `&state` alone would point to its elements.)
    private static func collect<State>(_ kind: MHD_ValueKind, of connection: OpaquePointer, into state: inout State,
                                       _ add: MHD_KeyValueIterator) {
        withUnsafeMutablePointer(to: &state) { _ = MHD_get_connection_values(connection, kind, add, $0) }
    }
}

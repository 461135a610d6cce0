/// A parsed route pattern such as `/api/tokens/{id}` or `/assets/{path...}`.
struct RoutePattern: Sendable {
    /// One part of a pattern between slashes.
    enum Segment: Sendable, Equatable {
        /// Matches exactly this decoded text.
        case literal(String)
        /// Matches any one segment and captures it under the name.
        case parameter(String)
        /// Matches one or more remaining segments; only last.
        case wildcard(String)
    }

    let segments: [Segment]

    /// Parses a pattern; a malformed pattern is a programming error and stops the program.
    init(_ pattern: String) {
        precondition(pattern.hasPrefix("/"), "route pattern '\(pattern)' must start with '/'")
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
        segments = parts.enumerated().map { index, part in
            guard part.hasPrefix("{") && part.hasSuffix("}") else { return .literal(String(part)) }
            let name = part.dropFirst().dropLast()
            if name.hasSuffix("...") {
                precondition(index == parts.count - 1, "wildcard must end route pattern '\(pattern)'")
                return .wildcard(String(name.dropLast(3)))
            }
            precondition(!name.isEmpty, "empty parameter name in route pattern '\(pattern)'")
            return .parameter(String(name))
        }
    }

    /// The decoded segments of `path`, a raw request path below some point (no leading slash);
    /// nil when a percent-escape is malformed.
    ///
    /// A trailing slash is ignored (`tokens/` is `tokens`), but empty segments inside the
    /// path (`a//b`) are kept so they match nothing.
    static func decodedSegments(relative path: Substring) -> [String]? {
        path.withUTF8Bytes { bytes -> [String]? in
            var segments: [String] = []
            var start = 0
            while start < bytes.count {
                let (end, escaped) = segmentEnd(in: bytes, from: start)
                guard let decoded = decodedSegment(UnsafeBufferPointer(rebasing: bytes[start..<end]), escaped: escaped)
                else { return nil }
                segments.append(decoded)
                start = end + 1
            }
            return segments
        }
    }

    /// Where the segment of `path` starting at `start` ends (its slash, or the end), and whether
    /// it holds a `%`.
    static func segmentEnd(in path: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, escaped: Bool) {
        var end = start, escaped = false
        while end < path.count && path[end] != UInt8(ascii: "/") {
            escaped = escaped || path[end] == UInt8(ascii: "%")
            end += 1
        }
        return (end, escaped)
    }

    /// The raw segment decoded (only an `escaped` one needs it); nil when an escape is malformed.
    static func decodedSegment(_ raw: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String? {
        escaped ? PercentDecoding.decode(Substring(decoding: raw, as: UTF8.self)) : String(decoding: raw, as: UTF8.self)
    }
}

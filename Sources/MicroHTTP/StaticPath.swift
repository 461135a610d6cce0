import Glibc

/// Turns what a static-file wildcard matched into a path below the folder, checked before
/// anything touches the disk.
enum StaticPath {
    /// The decoded path below the folder for `raw`, the wildcard's part of the request path as
    /// sent (still percent-encoded; one trailing slash is ignored, as the router does).
    ///
    /// Refused with 400: `.` and `..` (however they were encoded), a malformed escape, segments
    /// that decoded to a slash, backslash, percent sign (a double-encoded escape) or a control
    /// character. Refused with 404, as if absent: dotfiles and empty segments. A path with no
    /// escape is its own decoded form, so the common case is checked in place.
    static func relativePath(_ raw: Substring) throws(HTTPError) -> Substring {
        let plain = raw.withUTF8Bytes { bytes -> (trailingSlash: Bool, problem: HTTPError?)? in
            if let start = bytes.baseAddress, memchr(start, Int32(UInt8(ascii: "%")), bytes.count) != nil { return nil }
            let trailingSlash = bytes.last == UInt8(ascii: "/")
            return (trailingSlash, problem(inSegmentsOf: UnsafeBufferPointer(rebasing: bytes.dropLast(trailingSlash ? 1 : 0))))
        }
        if let plain {
            if let problem = plain.problem { throw problem }
            return plain.trailingSlash ? raw.dropLast() : raw
        }
        guard let segments = RoutePattern.decodedSegments(relative: raw) else {
            throw HTTPError(.badRequest, "the path has a malformed percent-encoding")
        }
        guard !segments.isEmpty else { throw notFound }
        for segment in segments {
            if let problem = segment.withUTF8Bytes(problem(inSegment:)) { throw problem }
        }
        return Substring(segments.joined(separator: "/"))
    }

    /// Why one of the `/`-separated segments of `bytes` may not be served, or nil.
    private static func problem(inSegmentsOf bytes: UnsafeBufferPointer<UInt8>) -> HTTPError? {
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            if let found = problem(inSegment: UnsafeBufferPointer(rebasing: bytes[start..<end])) { return found }
            start = end + 1
        }
        return nil
    }

    /// Why the decoded segment `bytes` may not be served, or nil.
    private static func problem(inSegment bytes: UnsafeBufferPointer<UInt8>) -> HTTPError? {
        guard let first = bytes.first else { return notFound }
        if bytes.count <= 2 && bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            return HTTPError(.badRequest, "path traversal ('\(String(decoding: bytes, as: UTF8.self))') is not allowed")
        }
        if bytes.contains(where: isForbiddenByte) {
            return HTTPError(.badRequest, "an asset path segment may not contain an encoded '/', '\\', '%' or control character")
        }
        return first == UInt8(ascii: ".") ? notFound : nil
    }

    /// True when the path below the root, as resolved on disk, names no dotfile or dot-folder.
    static func isVisible(relativeResolvedPath path: Substring) -> Bool {
        !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static let notFound = HTTPError(.notFound, "no such asset")

    private static func isForbiddenByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "%") || byte < 0x20 || byte == 0x7F
    }
}

/// Checks the decoded segments of a static-file request before anything touches the disk.
enum StaticPath {
    /// Refuses `segments` unless they name a file that may be served.
    ///
    /// Refused with 400: `.` and `..` (however they were encoded), segments that decoded to a
    /// slash, backslash, percent sign (a double-encoded escape) or a control character.
    /// Refused with 404, as if absent: dotfiles and empty segments.
    static func check(_ segments: ArraySlice<String>) throws(HTTPError) {
        guard !segments.isEmpty else { throw notFound }
        for segment in segments {
            let verdict = segment.withUTF8Bytes { bytes -> Verdict in
                guard let first = bytes.first else { return .hidden }
                if bytes.count <= 2 && bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { return .traversal }
                if bytes.contains(where: isForbiddenByte) { return .forbidden }
                return first == UInt8(ascii: ".") ? .hidden : .fine
            }
            switch verdict {
            case .fine: continue
            case .hidden: throw notFound
            case .traversal: throw HTTPError(.badRequest, "path traversal ('\(segment)') is not allowed")
            case .forbidden:
                throw HTTPError(.badRequest, "an asset path segment may not contain an encoded '/', '\\', '%' or control character")
            }
        }
    }

    private enum Verdict { case fine, hidden, traversal, forbidden }

    /// True when the path below the root, as resolved on disk, names no dotfile or dot-folder.
    static func isVisible(relativeResolvedPath path: Substring) -> Bool {
        !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static let notFound = HTTPError(.notFound, "no such asset")

    private static func isForbiddenByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "%") || byte < 0x20 || byte == 0x7F
    }
}

/// Checks the decoded segments of a static-file request before anything touches the disk.
enum StaticPath {
    /// The relative path for `segments`, or the error that refuses it.
    ///
    /// Refused with 400: `.` and `..` (however they were encoded), segments that decoded to a
    /// slash, backslash, percent sign (a double-encoded escape) or a control character.
    /// Refused with 404, as if absent: dotfiles and empty segments.
    static func relativePath(_ segments: [String]) -> Result<String, HTTPError> {
        guard !segments.isEmpty else { return .failure(notFound) }
        for segment in segments {
            if segment == "." || segment == ".." {
                return .failure(HTTPError(.badRequest, "path traversal ('\(segment)') is not allowed"))
            }
            if segment.utf8.contains(where: isForbiddenByte) {
                return .failure(HTTPError(.badRequest, "an asset path segment may not contain an encoded '/', '\\', '%' or control character"))
            }
            if segment.isEmpty || segment.hasPrefix(".") { return .failure(notFound) }
        }
        return .success(segments.joined(separator: "/"))
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

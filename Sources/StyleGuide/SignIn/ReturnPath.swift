/// Where sign-in sends the reader back to: a path of this site and nothing else (no open redirect).
enum ReturnPath {
    /// The longest `return` kept; a longer one falls back to `/`.
    static let longest = 2048

    /// `candidate` when it is a local path (`/tokens?theme=dark`), otherwise `/`.
    ///
    /// Refused: anything not starting with one `/` (`//evil.example`, `https://…`), backslashes
    /// (browsers read `/\evil.example` as another host), control characters, spaces and bytes past ASCII, and
    /// anything longer than ``longest``.
    static func checked(_ candidate: String?) -> String {
        guard let candidate, isLocal(candidate) else { return "/" }
        return candidate
    }

    /// True when `candidate` is a path of this site.
    static func isLocal(_ candidate: String) -> Bool {
        let bytes = Array(candidate.utf8)
        guard bytes.count <= longest, bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count > 1, bytes[1] == UInt8(ascii: "/") || bytes[1] == UInt8(ascii: "\\") { return false }
        return !bytes.contains { $0 <= 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\\") }
    }
}

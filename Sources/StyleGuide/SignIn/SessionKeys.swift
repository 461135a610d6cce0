import MicroHTTP

/// The keys that sign Swatchbook's cookies, newest first (`sessionKeyFile`, one key a line).
///
/// Signing uses the first; verification accepts any of them, so a new key put first signs new
/// sessions while those signed by the key after it stay good until they expire: rotation logs no
/// one out. Comparison is constant-time (``HMACSHA256/isValid(_:for:key:)``).
struct SessionKeys: Sendable {
    /// The fewest characters a key may have (256 bits of base64 is 44).
    static let shortest = 32
    /// The most keys a file may hold.
    static let most = 16

    /// The keys' bytes.
    private let keys: [[UInt8]]

    /// Keys from the lines of a key file: blank lines and lines starting with `#` are skipped.
    /// Throws when none is left, one is shorter than ``shortest`` or there are more than ``most``.
    init(fileText: String, file: String) throws(SignInProblem) {
        let lines = fileText.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard !lines.isEmpty else { throw SignInProblem(.setup, "\(file): holds no session key; write one of at least \(Self.shortest) random characters (openssl rand -base64 32)") }
        guard lines.count <= Self.most else { throw SignInProblem(.setup, "\(file): holds \(lines.count) session keys; at most \(Self.most) are kept, newest first") }
        if let index = lines.firstIndex(where: { $0.utf8.count < Self.shortest }) {
            throw SignInProblem(.setup, "\(file): key \(index + 1) is shorter than \(Self.shortest) characters; use openssl rand -base64 32")
        }
        keys = lines.map { Array($0.utf8) }
    }

    /// `payload` signed for `purpose` with the newest key: `base64url(payload).base64url(mac)`.
    func sign(_ payload: String, purpose: String) -> String {
        let encoded = Base64URL.encode(payload.utf8)
        let mac = HMACSHA256.code(for: Array("\(purpose).\(encoded)".utf8), key: keys[0])
        return encoded + "." + Base64URL.encode(mac)
    }

    /// The payload of `value` when some key signed it for `purpose`; nil when none did.
    func verify(_ value: String, purpose: String) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let mac = Base64URL.decode(parts[1]), mac.count == HMACSHA256.byteCount,
              let payload = Base64URL.decode(parts[0]) else { return nil }
        let signed = Array("\(purpose).\(parts[0])".utf8)
        var good = false
        for key in keys where HMACSHA256.isValid(mac, for: signed, key: key) {
            good = true
        }
        return good ? String(decoding: payload, as: UTF8.self) : nil
    }
}

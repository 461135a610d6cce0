#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One machine token as the tokens file keeps it: its name, the SHA-256 of its secret, what it may read and when it ends.
///
/// The secret itself is never kept; ``hint`` (its last four characters) only helps a person tell
/// two tokens apart in `swatchbook token list`.
public struct MachineToken: Sendable, Equatable {
    /// The name it was created with, unique in its file; the audit log names the token by it.
    public var name: String
    /// The SHA-256 of the secret's UTF-8 bytes (32 bytes).
    public var hash: [UInt8]
    /// What it may read.
    public var scopes: Set<AccessScope>
    /// When it was created.
    public var created: Date
    /// When it stops being accepted; nil for never.
    public var expires: Date?
    /// The secret's last four characters (24 of its 256 random bits), for telling tokens apart.
    public var hint: String

    /// A token record.
    public init(name: String, hash: [UInt8], scopes: Set<AccessScope>, created: Date, expires: Date?, hint: String) {
        self.name = name
        self.hash = hash
        self.scopes = scopes
        self.created = created
        self.expires = expires
        self.hint = hint
    }

    /// True when the token is no longer accepted at `now`.
    public func isExpired(at now: Date) -> Bool { expires.map { $0 <= now } ?? false }

    /// The longest name a token may have, in bytes.
    public static let longestName = 64

    /// Why `name` cannot name a token, or nil when it can: 1 to 64 letters, digits, `.`, `_` or `-`, starting with a letter or digit.
    public static func nameProblem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty else { return "a token's name must not be empty" }
        guard bytes.count <= longestName else {
            return "a token's name has at most \(longestName) characters, found \(bytes.count)"
        }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard isAlphanumeric(bytes[0]),
              bytes.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
        else {
            return "a token's name is letters, digits, '.', '_' and '-', starting with a letter or digit, found '\(name.prefix(80))'"
        }
        return nil
    }
}

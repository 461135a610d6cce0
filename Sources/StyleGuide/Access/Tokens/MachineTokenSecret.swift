import MicroHTTP
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The secret of a machine token: `sbt_` and 43 base64url characters holding 256 random bits.
///
/// The prefix makes a leaked token easy for secret scanners to match (`sbt_[A-Za-z0-9_-]{43}`).
/// Only the SHA-256 of the whole text is stored; a random secret this long needs no slower hash.
public struct MachineTokenSecret: Sendable {
    /// The text a machine sends (`Authorization: Bearer sbt_…`).
    public let text: String

    /// What every secret starts with.
    public static let prefix = "sbt_"
    /// The random bytes behind a secret: 256 bits.
    static let randomBytes = 32
    /// How many characters follow the prefix: 32 bytes in unpadded base64url.
    static let encodedLength = 43

    /// Wraps a secret's text as given (a request's); see ``isWellFormed``.
    public init(_ text: String) { self.text = text }

    /// A new secret from the system's cryptographically secure generator (`getrandom` on Linux).
    public static func generate() -> MachineTokenSecret {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<randomBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let standard = Data(bytes).base64EncodedString()
        let url = standard.compactMap { character -> Character? in
            switch character {
            case "+": "-"
            case "/": "_"
            case "=": nil
            default: character
            }
        }
        return MachineTokenSecret(prefix + String(url))
    }

    /// True when the text has the shape of a Swatchbook token: the prefix and 43 base64url characters.
    public var isWellFormed: Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == Self.prefix.utf8.count + Self.encodedLength, text.hasPrefix(Self.prefix) else { return false }
        return bytes.dropFirst(Self.prefix.utf8.count).allSatisfy(Self.isURLSafeBase64)
    }

    /// True for the 64 characters of base64url: letters, digits, `-` and `_`.
    static func isURLSafeBase64(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The SHA-256 of the text's UTF-8 bytes: what the tokens file keeps.
    public var hash: [UInt8] { SHA256Digest.hash(text) }

    /// The last four characters, which `swatchbook token list` shows.
    public var hint: String { String(text.suffix(4)) }
}

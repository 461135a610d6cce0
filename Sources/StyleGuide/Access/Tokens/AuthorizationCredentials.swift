#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an `Authorization` header offers a machine token recognizer: a bearer token, or the password of Basic auth.
///
/// `Authorization: Bearer TOKEN` (RFC 6750) and `Authorization: Basic base64(user:TOKEN)`
/// (RFC 7617: any user name, so `https://ci:TOKEN@design.example.com` works) both offer the
/// token; the scheme's name is read in any case, with spaces around the credentials allowed.
enum AuthorizationCredentials: Equatable {
    /// A token was offered (it may still be unknown or expired).
    case token(String)
    /// The header is not one Swatchbook accepts; the reason names what, never the credentials.
    case malformed(String)

    /// The most bytes a header is read from: a token is 47 characters, so a Basic header with a
    /// long user name still fits many times over; longer is refused unread.
    static let longestHeader = 1024

    /// The credentials of one `Authorization` header value.
    init(header: String) {
        guard header.utf8.count <= Self.longestHeader else {
            self = .malformed("the Authorization header is longer than \(Self.longestHeader) bytes")
            return
        }
        let bytes = Array(header.utf8)
        let trimmed = bytes.drop(while: Self.isSpace).reversed().drop(while: Self.isSpace).reversed()
        guard let gap = trimmed.firstIndex(where: Self.isSpace) else {
            self = .malformed(trimmed.isEmpty ? "the Authorization header is empty" : "the Authorization header has no credentials")
            return
        }
        let scheme = String(decoding: trimmed[trimmed.startIndex..<gap], as: UTF8.self).lowercased()
        let credentials = Array(trimmed[gap...].drop(while: Self.isSpace))
        switch scheme {
        case "bearer":
            self = credentials.contains(where: Self.isSpace)
                ? .malformed("a Bearer token has no spaces") : .token(String(decoding: credentials, as: UTF8.self))
        case "basic":
            self = Self.basic(credentials)
        default:
            self = .malformed("the Authorization scheme must be Bearer or Basic, found '\(scheme.prefix(20))'")
        }
    }

    /// The password of Basic credentials (`base64(user:password)`); the user name is not read.
    private static func basic(_ credentials: [UInt8]) -> AuthorizationCredentials {
        guard let decoded = Data(base64Encoded: Data(credentials)).map(Array.init) else {
            return .malformed("the Basic credentials are not base64")
        }
        guard let colon = decoded.firstIndex(of: UInt8(ascii: ":")) else {
            return .malformed("the Basic credentials have no ':' between user name and password")
        }
        let password = decoded[(colon + 1)...]
        guard let text = String(validating: password, as: UTF8.self) else {
            return .malformed("the Basic password is not UTF-8")
        }
        return .token(text)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The URL-safe base64 of JWTs, PKCE and the cookies (RFC 4648 §5): `-` and `_`, no padding.
enum Base64URL {
    /// `bytes` in URL-safe base64 without padding.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var text = Data(bytes).base64EncodedString()
        while text.hasSuffix("=") { text.removeLast() }
        return String(text.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 })
    }

    /// `bytes` in standard base64 with padding (HTTP Basic credentials).
    static func standard(_ bytes: some Sequence<UInt8>) -> String { Data(bytes).base64EncodedString() }

    /// The bytes `text` encodes; nil for anything but URL-safe base64 (padding is tolerated).
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var standard = ""
        standard.reserveCapacity(text.utf8.count + 3)
        for character in text.unicodeScalars {
            switch character {
            case "A"..."Z", "a"..."z", "0"..."9": standard.unicodeScalars.append(character)
            case "-": standard.append("+")
            case "_": standard.append("/")
            case "=": continue
            default: return nil
            }
        }
        if standard.utf8.count % 4 == 1 { return nil }
        while standard.utf8.count % 4 != 0 { standard.append("=") }
        return Data(base64Encoded: standard).map { [UInt8]($0) }
    }
}

/// A JSON Pointer (RFC 6901) naming one value inside a document, such as `/color/brand/500`.
///
/// Errors use `description` to name the JSON path of a problem.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The unescaped reference tokens, outermost first; empty for the whole document.
    public let tokens: [String]

    /// The pointer to the whole document.
    public static let root = JSONPointer(tokens: [])

    /// Creates a pointer from unescaped reference tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// This pointer extended by one member name.
    public func appending(_ token: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [token])
    }

    /// This pointer extended by one array index.
    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// The RFC 6901 string form, with `~` written `~0` and `/` written `~1`; "" for the whole document.
    public var description: String {
        var text: [UInt8] = []
        for token in tokens {
            text.append(UInt8(ascii: "/"))
            for byte in token.utf8 {
                switch byte {
                case UInt8(ascii: "~"): text.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "0")])
                case UInt8(ascii: "/"): text.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "1")])
                default: text.append(byte)
                }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The value this pointer names in `document`, or nil when there is none.
    ///
    /// An array is indexed by a token in canonical decimal form ("0", "12"; not "01" or "+1");
    /// the token "-" (the position after the last element) names no value.
    public func resolve(in document: JSON) -> JSON? {
        var current = document
        for token in tokens {
            switch current {
            case .object(let object):
                guard let member = object[token] else { return nil }
                current = member
            case .array(let elements):
                guard let index = Self.arrayIndex(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The array index `token` spells canonically, or nil.
    private static func arrayIndex(_ token: String) -> Int? {
        let utf8 = token.utf8
        guard let first = utf8.first,
              utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              first != UInt8(ascii: "0") || utf8.count == 1
        else { return nil }
        return Int(token)
    }
}

/// A token's identity: the names of its groups and its own name, written `color.brand.500`.
///
/// `$root` is a segment like any other (`color.accent.$root`), as DTCG 2025.10 defines.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The names from the outermost group to the token.
    public let segments: [String]

    /// A path from its segments.
    public init(_ segments: [String]) { self.segments = segments }

    /// Parses a dot path such as `color.brand.500`; nil when a segment is empty or breaks the name rules.
    public init?(dotted text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ TokenName.problem(in: $0) == nil || $0 == TokenName.root }) else {
            return nil
        }
        self.segments = parts
    }

    /// `color.brand.500`.
    public var description: String { segments.joined(separator: ".") }

    /// The last segment.
    public var name: String { segments.last ?? "" }

    /// The path with one more segment.
    public func appending(_ segment: String) -> TokenPath { TokenPath(segments + [segment]) }

    /// The path of the group holding this token; nil for a top-level token.
    public var parent: TokenPath? { segments.count > 1 ? TokenPath(Array(segments.dropLast())) : nil }

    /// True when `other` is this path or lies below it.
    public func contains(_ other: TokenPath) -> Bool {
        other.segments.count >= segments.count && Array(other.segments.prefix(segments.count)) == segments
    }

    /// The JSON Pointer to this token's object in its document.
    public var pointer: JSONPointer { JSONPointer(tokens: segments) }

    /// Orders paths segment by segment.
    public static func < (a: TokenPath, b: TokenPath) -> Bool {
        a.segments.lexicographicallyPrecedes(b.segments)
    }
}

/// The rules for token and group names (DTCG 2025.10 §5.1.1).
public enum TokenName {
    /// The reserved name of a group's own token.
    public static let root = "$root"

    /// Why `name` cannot name a token or group, or nil when it can: it must not be empty, must
    /// not start with `$`, and must not contain `{`, `}` or `.`.
    public static func problem(in name: String) -> String? {
        let utf8 = name.utf8
        guard let first = utf8.first else { return "a name must not be empty" }
        if first == UInt8(ascii: "$") { return "a name must not start with '$' (only the reserved '$root' may)" }
        for byte in utf8 where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ".") {
            return "a name must not contain '\(Character(Unicode.Scalar(byte)))'"
        }
        return nil
    }
}

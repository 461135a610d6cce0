/// One change `swatchbook fix` makes to a token file, as its summary lists it.
public struct FixChange: Sendable, Hashable, CustomStringConvertible {
    /// What kind of change.
    public struct Kind: Sendable, Hashable {
        /// The words the summary counts it with, plural: "values rewritten".
        public let words: String

        /// A value written anew (`"#fff7ed"` → a colour object, `"16px"` → a dimension object).
        public static let value = Kind(words: "values rewritten")
        /// A key renamed (`value` → `$value`, `comment` → `$description`).
        public static let renamed = Kind(words: "keys renamed")
        /// A member added (a `$type` inferred, an `$extensions` for what DTCG has no place for).
        public static let added = Kind(words: "members added")
        /// A member taken out (moved to `$extensions`, or a build artefact of Style Dictionary).
        public static let removed = Kind(words: "members removed")

        /// Every kind, in the order the summary counts them.
        public static let all: [Kind] = [.value, .renamed, .added, .removed]
    }

    /// What kind of change.
    public let kind: Kind
    /// The JSON path of the member as it was written (for an added member, as it will be).
    public let pointer: JSONPointer
    /// The 1-based line of the text changed (for an added member, the line of its object).
    public let line: Int
    /// The text before, as written (empty for an added member).
    public let before: String
    /// The text after (empty for a removed member).
    public let after: String

    /// The longest text a summary line quotes of a value before it is cut with "…".
    static let quotedCharacters = 120

    /// `/color/brand/50/$value (line 4): "#fff7ed" → {"colorSpace": "srgb", …}`.
    public var description: String {
        let place = "\(pointer) (line \(line))"
        switch kind {
        case .renamed: return "\(place): key \(Self.quoted(before)) → \(Self.quoted(after))"
        case .added: return "\(place): added \(Self.quoted(after))"
        case .removed: return "\(place): removed \(Self.quoted(before))"
        default: return "\(place): \(Self.quoted(before)) → \(Self.quoted(after))"
        }
    }

    /// `text` on one line, cut after `quotedCharacters` characters.
    static func quoted(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" })
            .map { $0.trimmingCharacters(in: " ") }.joined(separator: " ")
        return flat.count > quotedCharacters ? flat.prefix(quotedCharacters) + "…" : flat
    }
}

extension Substring {
    /// The text without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var text = self
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return text
    }
}

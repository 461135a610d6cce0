/// What a lenient read (`JSONParser.parseLenient`) accepted beyond RFC 8259: the syntax of JSONC
/// and JSON5 that tools write, and repeated member names.
public struct JSONNotes: Sendable, Hashable {
    /// Each member name written twice in one object, in the order met; the last value was kept.
    public var duplicates: [DuplicateMember] = []
    /// Each kind of JSONC or JSON5 syntax used, with how often and where first, in the order first met.
    public var extensions: [JSONExtensionUse] = []

    /// Notes of a document that used nothing beyond JSON.
    public init() {}

    /// True when the document was plain JSON with no repeated name.
    public var isEmpty: Bool { duplicates.isEmpty && extensions.isEmpty }

    /// Counts one use of `kind` on `line`.
    mutating func note(_ kind: JSONExtension, line: Int) {
        if let index = extensions.firstIndex(where: { $0.kind == kind }) {
            extensions[index].count += 1
        } else {
            extensions.append(JSONExtensionUse(kind: kind, firstLine: line, count: 1))
        }
    }
}

/// A member name repeated in one object: JSON leaves its meaning undefined; the last one wins here.
public struct DuplicateMember: Sendable, Hashable {
    /// The repeated name.
    public var key: String
    /// The object holding it.
    public var object: JSONPointer
    /// The line of the first (overridden) member.
    public var firstLine: Int
    /// The line of the member whose value is kept.
    public var line: Int

    /// The pointer to the member.
    public var path: JSONPointer { object.appending(key) }
}

/// A kind of syntax JSONC or JSON5 allow and JSON does not.
public enum JSONExtension: String, Sendable, Hashable, CaseIterable {
    /// `// …` or `/* … */`.
    case comment
    /// A comma after the last element or member.
    case trailingComma
    /// A string in single quotes.
    case singleQuotedString
    /// A member name written without quotes.
    case unquotedName
    /// A number JSON cannot write: hexadecimal, with a leading `+`, or with a leading or trailing point.
    case numberForm

    /// The syntax in words, plural.
    public var words: String {
        switch self {
        case .comment: "comments"
        case .trailingComma: "trailing commas"
        case .singleQuotedString: "single-quoted strings"
        case .unquotedName: "unquoted member names"
        case .numberForm: "JSON5 numbers"
        }
    }
}

/// How often one kind of extended syntax was used, and the line of the first use.
public struct JSONExtensionUse: Sendable, Hashable {
    /// The kind of syntax.
    public var kind: JSONExtension
    /// The 1-based line of its first use.
    public var firstLine: Int
    /// How many times it was used.
    public var count: Int
}

extension DuplicateMember {
    /// `duplicates` with the pointer of the object holding each, found in one walk of `document`
    /// (the reader knows a repeated name's line, and a name's line is unique to its member).
    static func located(_ duplicates: [DuplicateMember], in document: JSON) -> [DuplicateMember] {
        struct Place: Hashable { let key: String; let line: Int }
        var wanted = Set(duplicates.map { Place(key: $0.key, line: $0.line) })
        var found: [Place: JSONPointer] = [:]
        var pending: [(JSON, JSONPointer)] = [(document, .root)]
        while let (value, pointer) = pending.popLast(), !wanted.isEmpty {
            switch value {
            case .object(let object):
                for position in object.indices {
                    let (key, member) = object[position]
                    if let line = object.line(at: position), wanted.remove(Place(key: key, line: line)) != nil {
                        found[Place(key: key, line: line)] = pointer
                    }
                    pending.append((member, pointer.appending(key)))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { pending.append((element, pointer.appending(index))) }
            default:
                break
            }
        }
        return duplicates.map { duplicate in
            var located = duplicate
            located.object = found[Place(key: duplicate.key, line: duplicate.line)] ?? .root
            return located
        }
    }
}

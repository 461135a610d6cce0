/// A JSON object: members in the order they were written, looked up by key in O(1) on average.
///
/// Equality and hashing compare keys and values in order; source line numbers are ignored.
/// Keys compare as Swift strings do (canonically equivalent spellings are the same key).
public struct JSONObject: Sendable {
    /// Objects with at most this many members are searched linearly instead of through an index.
    static let linearSearchLimit = 8

    private var members: [(key: String, value: JSON)] = []
    /// Key to position; built only while the object has more than `linearSearchLimit` members.
    private var indexByKey: [String: Int] = [:]
    /// The 1-based source line of each member's key (0 when unknown); empty when none is known.
    private var keyLines: [Int] = []

    /// Creates an empty object.
    public init() {}

    /// Creates an object from members in order; a repeated key replaces the earlier value in place.
    public init(_ members: [(String, JSON)]) {
        self.members.reserveCapacity(members.count)
        for (key, value) in members {
            setValue(value, forKey: key)
        }
    }

    /// The keys in member order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// The value of the member named `key`, or nil when there is none.
    public subscript(key: String) -> JSON? {
        guard let position = index(forKey: key) else { return nil }
        return members[position].value
    }

    /// The position of the member named `key`, or nil when there is none.
    public func index(forKey key: String) -> Int? {
        if members.count > Self.linearSearchLimit {
            return indexByKey[key]
        }
        return members.firstIndex { $0.key == key }
    }

    /// The 1-based line where the key `key` was written, when this object came from `JSONParser`.
    public func line(of key: String) -> Int? {
        guard let position = index(forKey: key), position < keyLines.count else { return nil }
        let line = keyLines[position]
        return line > 0 ? line : nil
    }

    /// The 1-based line where the key of the member at `position` was written, when known.
    public func line(at position: Int) -> Int? {
        guard position < keyLines.count else { return nil }
        let line = keyLines[position]
        return line > 0 ? line : nil
    }

    /// Replaces the value of the member named `key` in place, or appends a new member.
    public mutating func setValue(_ value: JSON, forKey key: String) {
        if let position = index(forKey: key) {
            members[position].value = value
        } else {
            appendNewMember(key, value, line: nil)
        }
    }

    /// Removes the member named `key` and returns its value, or returns nil when there is none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSON? {
        guard let position = index(forKey: key) else { return nil }
        let removed = members.remove(at: position)
        if !keyLines.isEmpty {
            keyLines.remove(at: position)
        }
        rebuildIndex()
        return removed.value
    }

    /// Appends a member whose key the caller has checked is not present yet.
    mutating func appendNewMember(_ key: String, _ value: JSON, line: Int?) {
        if let line {
            if keyLines.count < members.count {
                keyLines.append(contentsOf: repeatElement(0, count: members.count - keyLines.count))
            }
            keyLines.append(line)
        } else if !keyLines.isEmpty {
            keyLines.append(0)
        }
        members.append((key: key, value: value))
        if members.count == Self.linearSearchLimit + 1 {
            rebuildIndex()
        } else if members.count > Self.linearSearchLimit {
            indexByKey[key] = members.count - 1
        }
    }

    /// Replaces the value of the existing member `key` in place, moving its line to `line`
    /// (a repeated name in a leniently read document: the last one wins).
    mutating func replaceMember(_ key: String, _ value: JSON, line: Int) {
        guard let position = index(forKey: key) else { return appendNewMember(key, value, line: line) }
        members[position].value = value
        if position < keyLines.count { keyLines[position] = line }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.linearSearchLimit else {
            indexByKey = [:]
            return
        }
        var index = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() {
            index[member.key] = position
        }
        indexByKey = index
    }
}

extension JSONObject: RandomAccessCollection {
    /// The position of the first member.
    public var startIndex: Int { 0 }

    /// The position after the last member.
    public var endIndex: Int { members.count }

    /// The member at `position`.
    public subscript(position: Int) -> (key: String, value: JSON) {
        members[position]
    }
}

extension JSONObject: Hashable {
    /// Whether both objects have the same keys and values in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes the keys and values in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

/// An ordered list of header fields with case-insensitive names.
public struct Headers: Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The field name as given.
        public var name: String
        /// The field value; CR, LF and NUL are replaced by spaces so no header can be injected.
        public var value: String
    }

    private var fields: [Field]

    /// Creates an empty header list.
    public init() { fields = [] }

    /// Creates headers from literal pairs, in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = []
        fields.reserveCapacity(elements.count)
        for (name, value) in elements { add(name, value) }
    }

    /// The first value of the named field, or nil.
    public subscript(name: String) -> String? {
        for field in fields where Headers.equalNames(field.name, name) { return field.value }
        return nil
    }

    /// Every value of the named field, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Headers.equalNames($0.name, name) }.map(\.value)
    }

    /// True when a comma-separated field (such as `Vary`) lists `token`, ignoring case.
    public func hasToken(_ token: String, in name: String) -> Bool {
        token.withUTF8Bytes { wanted in
            fields.contains { field in
                Headers.equalNames(field.name, name) && field.value.withUTF8Bytes { value in
                    var start = 0
                    for end in 0...value.count where end == value.count || value[end] == UInt8(ascii: ",") {
                        var low = start, high = end
                        while low < high && (value[low] == 32 || value[low] == 9) { low += 1 }
                        while high > low && (value[high - 1] == 32 || value[high - 1] == 9) { high -= 1 }
                        if ASCII.equalIgnoringCase(UnsafeBufferPointer(rebasing: value[low..<high]), wanted) { return true }
                        start = end + 1
                    }
                    return false
                }
            }
        }
    }

    /// True when the named field is present.
    public func contains(_ name: String) -> Bool { name.withUTF8Bytes { containsName($0) } }

    /// Appends a field, keeping any existing ones of the same name.
    ///
    /// A name that is not an HTTP token (empty, or with spaces, colons, controls) cannot be sent
    /// and is not added.
    public mutating func add(_ name: String, _ value: String) {
        guard !name.isEmpty, name.utf8.allSatisfy(HTTPToken.isTokenByte) else { return }
        fields.append(Field(name: name, value: Headers.sanitized(value)))
    }

    /// Appends a field whose value is known to hold no CR, LF or NUL (parsed by libmicrohttpd,
    /// or checked once in advance), skipping the per-call check.
    mutating func appendChecked(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Sets a field, replacing every existing one of the same name.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    /// Sets a field only when it is not present yet.
    public mutating func setIfAbsent(_ name: String, _ value: String) {
        if !contains(name) { add(name, value) }
    }

    /// Removes every field of that name.
    public mutating func remove(_ name: String) {
        fields.removeAll { Headers.equalNames($0.name, name) }
    }

    /// Makes room for `capacity` fields, so responses that wrappers add to grow only once.
    public mutating func reserveCapacity(_ capacity: Int) { fields.reserveCapacity(capacity) }

    /// Number of fields.
    public var count: Int { fields.count }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// True when a field is named `name` (ASCII bytes, compared ignoring case); reads the fields in place.
    func containsName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        fields.withUnsafeBufferPointer { fields in
            fields.contains { field in
                field.name.utf8.count == name.count && field.name.withUTF8Bytes { ASCII.equalIgnoringCase($0, name) }
            }
        }
    }

    /// `Name: value` lines, for logs and test failures.
    public var description: String { fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n") }

    /// Compares header names ASCII case-insensitively without allocating.
    static func equalNames(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return a.withUTF8Bytes { x in b.withUTF8Bytes { y in ASCII.equalIgnoringCase(x, y) } }
    }

    static func sanitized(_ value: String) -> String {
        let clean = value.withUTF8Bytes { bytes in !bytes.contains { $0 == 13 || $0 == 10 || $0 == 0 } }
        if clean { return value }
        return String(decoding: value.utf8.map { ($0 == 13 || $0 == 10 || $0 == 0) ? 32 : $0 }, as: UTF8.self)
    }
}

/// The decoded query parameters of a request, in the order they were sent.
public struct QueryItems: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One `name=value` pair; `value` is empty for a bare `?name`.
    public struct Item: Sendable, Hashable {
        /// The decoded parameter name.
        public var name: String
        /// The decoded value.
        public var value: String

        /// An item from its decoded name and value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    private var items: [Item]

    /// Creates query items from decoded pairs.
    public init(_ items: [Item] = []) { self.items = items }

    /// Creates query items from literal pairs, in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        items = elements.map { Item(name: $0.0, value: $0.1) }
    }

    /// Decodes raw query pairs; a malformed escape fails with a 400 naming the parameter.
    static func decode(_ pairs: [RawQueryPair]) -> Result<QueryItems, HTTPError> {
        if pairs.isEmpty { return .success(QueryItems()) }
        var items: [Item] = []
        items.reserveCapacity(pairs.count)
        for (rawName, rawValue) in pairs {
            guard let name = PercentDecoding.decode(rawName) else {
                return .failure(HTTPError(.badRequest, "malformed percent-encoding in query parameter name '\(rawName)'"))
            }
            guard let value = PercentDecoding.decode(rawValue ?? "") else {
                return .failure(HTTPError(.badRequest, "malformed percent-encoding in the value of query parameter '\(name)'"))
            }
            items.append(Item(name: name, value: value))
        }
        return .success(QueryItems(items))
    }

    /// The first value of the named parameter, or nil.
    public subscript(name: String) -> String? { items.first { $0.name == name }?.value }

    /// Every value of the named parameter, in order.
    public func values(for name: String) -> [String] { items.filter { $0.name == name }.map(\.value) }

    /// The parameter names in order, without repeats.
    public var names: [String] {
        var seen = Set<String>()
        return items.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }

    /// True when no parameter was sent.
    public var isEmpty: Bool { items.isEmpty }

    /// Iterates the items in order.
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }
}

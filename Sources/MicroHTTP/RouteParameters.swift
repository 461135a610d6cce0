/// The values a route pattern captured from the path: named segments and a trailing wildcard.
public struct RouteParameters: Sendable {
    private var named: [(name: String, value: String)] = []
    private var wildcardName: String?

    /// The decoded path segments a `{name...}` wildcard matched, in order.
    public private(set) var wildcard: ArraySlice<String> = []

    /// Creates an empty set of parameters.
    public init() {}

    /// The decoded value captured by `{name}` or, for a wildcard, its segments joined by `/`.
    public subscript(name: String) -> String? {
        if name == wildcardName { return wildcard.joined(separator: "/") }
        return named.first { $0.name == name }?.value
    }

    mutating func set(_ name: String, _ value: String) {
        named.append((name, value))
    }

    mutating func setWildcard(_ name: String, _ segments: ArraySlice<String>) {
        wildcardName = name
        wildcard = segments
    }
}

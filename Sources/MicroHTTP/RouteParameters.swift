/// The values a route pattern captured from the path: named segments and a trailing wildcard.
public struct RouteParameters: Sendable {
    private var named: [(name: String, value: String)] = []
    private var wildcardName: String?
    /// The part of the path a `{name...}` wildcard matched, as sent: still percent-encoded, with
    /// any trailing slash. Decoded only when asked for, so serving a file splits nothing.
    private(set) var wildcardPath: Substring = ""

    /// Creates an empty set of parameters.
    public init() {}

    /// The decoded path segments a `{name...}` wildcard matched, in order.
    public var wildcard: ArraySlice<String> {
        guard wildcardName != nil else { return [] }
        // The router matched only a path whose escapes all decode.
        return (RoutePattern.decodedSegments(relative: wildcardPath) ?? [])[...]
    }

    /// The decoded value captured by `{name}` or, for a wildcard, its segments joined by `/`.
    public subscript(name: String) -> String? {
        if name == wildcardName { return wildcard.joined(separator: "/") }
        return named.first { $0.name == name }?.value
    }

    /// These parameters with `suffix` taken off the end of the last value captured (the wildcard's
    /// path when there is one, else the last named segment's value), when it ends with it: how a
    /// route serves another form of a page at its path plus an extension (`/tokens/color.md`).
    public func droppingSuffix(_ suffix: String) -> RouteParameters {
        var copy = self
        if wildcardName != nil {
            if copy.wildcardPath.hasSuffix(suffix) { copy.wildcardPath = copy.wildcardPath.dropLast(suffix.count) }
        } else if let last = copy.named.last, last.value.hasSuffix(suffix) {
            copy.named[copy.named.count - 1].value = String(last.value.dropLast(suffix.count))
        }
        return copy
    }

    mutating func set(_ name: String, _ value: String) {
        named.append((name, value))
    }

    mutating func setWildcard(_ name: String, path: Substring) {
        wildcardName = name
        wildcardPath = path
    }
}

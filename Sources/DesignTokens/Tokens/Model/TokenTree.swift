/// A node of a token document: a group of further nodes, or a token.
public indirect enum TokenNode: Sendable {
    /// A group with metadata and children.
    case group(TokenGroup)
    /// A token with its value as written.
    case token(TokenDefinition)
}

/// A group of a token document: its `$`-properties and its children in file order.
public struct TokenGroup: Sendable {
    /// The default `$type` for the tokens below.
    public var type: TokenType?
    /// `$description`.
    public var description: String?
    /// `$deprecated`, applying to the tokens below unless they say otherwise.
    public var deprecation: Deprecation?
    /// `$extensions`, kept untouched.
    public var extensions: JSON?
    /// `$extends`: the group this one inherits from, not yet applied.
    public var extends: TokenReference?
    /// Where the group was written.
    public var origin: TokenOrigin
    private var names: [String] = []
    private var nodes: [TokenNode] = []
    private var positions: [String: Int] = [:]

    /// An empty group written at `origin`.
    public init(origin: TokenOrigin) { self.origin = origin }

    /// The children in file order.
    public var children: [(name: String, node: TokenNode)] { Array(zip(names, nodes)) }

    /// Number of children.
    public var childCount: Int { names.count }

    /// The child with that name, or nil.
    public func child(named name: String) -> TokenNode? { positions[name].map { nodes[$0] } }

    /// Adds a child, or replaces the one with the same name in place.
    public mutating func setChild(_ node: TokenNode, named name: String) {
        if let position = positions[name] {
            nodes[position] = node
        } else {
            positions[name] = names.count
            names.append(name)
            nodes.append(node)
        }
    }

    /// Makes room for `count` children, so adding them does not grow the storage step by step.
    public mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        nodes.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// The tokens below this group, at any depth.
    public var tokenCount: Int {
        var count = 0
        var pending = [self]
        while let group = pending.popLast() {
            for node in group.nodes {
                switch node {
                case .token: count += 1
                case .group(let child): pending.append(child)
                }
            }
        }
        return count
    }

    /// Changes the child with that name in place, without copying it.
    mutating func updateChild(named name: String, _ change: (inout TokenNode) -> Void) {
        guard let position = positions[name] else { return }
        var node = TokenNode.group(TokenGroup(origin: origin))
        swap(&node, &nodes[position])
        change(&node)
        swap(&node, &nodes[position])
    }
}

/// A token as written: its value (with any references still in it) and its `$`-properties.
///
/// A class, because every permutation's tree, flat list and resolved token share the same
/// definition: passing it around costs one reference count, not one per property.
public final class TokenDefinition: Sendable {
    /// `$value` as written; for a token written with `$ref`, the reference object `{"$ref": …}`.
    public let value: JSON
    /// The member that held the value: `$value`, or `$ref` for a token written with one.
    public let valueMember: String
    /// `$type`, when the token states one.
    public let type: TokenType?
    /// `$description`.
    public let description: String?
    /// `$deprecated`.
    public let deprecation: Deprecation?
    /// `$extensions`, kept untouched.
    public let extensions: JSON?
    /// Members without `$` written beside `$value` that are no child tokens (such as `"alpha": 0.2`),
    /// kept as data when reading tolerantly; nil when there are none.
    public let extraMembers: JSONObject?
    /// Where the token object was written.
    public let origin: TokenOrigin

    /// Creates a token definition.
    public init(value: JSON, valueMember: String = "$value", type: TokenType? = nil, description: String? = nil,
                deprecation: Deprecation? = nil, extensions: JSON? = nil, extraMembers: JSONObject? = nil, origin: TokenOrigin) {
        self.value = value
        self.valueMember = valueMember
        self.type = type
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.extraMembers = extraMembers
        self.origin = origin
    }
}

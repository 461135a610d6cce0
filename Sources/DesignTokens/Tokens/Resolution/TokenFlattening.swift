/// A token of a composed tree, with what it inherits from the groups around it.
struct FlatToken: Sendable {
    let path: TokenPath
    let definition: TokenDefinition
    /// The `$type` of the nearest group that has one.
    let groupType: TokenType?
    /// The nearest `$deprecated`, the token's own first.
    let deprecation: Deprecation?
}

/// A group of the resolved tokens, with its `$`-properties, for exports and pages.
public struct TokenGroupInfo: Sendable {
    /// The group's path (empty for the root).
    public let path: TokenPath
    /// `$type`, if the group sets one.
    public let type: TokenType?
    /// `$description`.
    public let description: String?
    /// `$deprecated`, as set on this group.
    public let deprecation: Deprecation?
    /// `$extensions`, untouched.
    public let extensions: JSON?
    /// Where the group was written.
    public let origin: TokenOrigin
}

/// Lists the tokens of a composed tree in document order, depth first, the members of each group
/// in ``SiblingOrder`` (a scale's steps by value).
enum TokenFlattening {
    /// The tokens, and the groups by path.
    static func flatten(_ root: TokenGroup) -> (tokens: [FlatToken], groups: [TokenGroupInfo]) {
        var tokens: [FlatToken] = []
        var groups: [TokenGroupInfo] = []
        var pending: [(group: TokenGroup, path: TokenPath, type: TokenType?, deprecation: Deprecation?)] =
            [(root, TokenPath([]), nil, nil)]
        while let (group, path, inheritedType, inheritedDeprecation) = pending.popLast() {
            let type = group.type ?? inheritedType
            let deprecation = group.deprecation ?? inheritedDeprecation
            groups.append(TokenGroupInfo(path: path, type: group.type, description: group.description,
                                         deprecation: group.deprecation, extensions: group.extensions, origin: group.origin))
            var nested: [(TokenGroup, TokenPath, TokenType?, Deprecation?)] = []
            for (name, node) in SiblingOrder.ordered(group.children) {
                switch node {
                case .token(let definition):
                    tokens.append(FlatToken(path: path.sharingStorage(with: definition.origin.pointer, appending: name),
                                            definition: definition, groupType: type,
                                            deprecation: definition.deprecation ?? deprecation))
                case .group(let child):
                    nested.append((child, path.appending(name), type, deprecation))
                }
            }
            pending.append(contentsOf: nested.reversed())
        }
        return (tokens, groups)
    }
}

extension TokenPath {
    /// This path with `name` appended, sharing `pointer`'s storage when the pointer already
    /// spells that path (a token written at the top of its file), so each token's path is not
    /// allocated twice.
    func sharingStorage(with pointer: JSONPointer, appending name: String) -> TokenPath {
        let tokens = pointer.tokens
        guard tokens.count == segments.count + 1, tokens.last == name, tokens.starts(with: segments) else {
            return appending(name)
        }
        return TokenPath(tokens)
    }
}

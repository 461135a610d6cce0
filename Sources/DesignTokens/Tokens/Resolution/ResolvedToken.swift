/// A token with its type determined and every reference in its value followed.
public struct ResolvedToken: Sendable {
    /// Its path, such as `color.brand.500`.
    public let path: TokenPath
    /// Its type: its own `$type`, the type of the token it aliases, or its group's.
    public let type: TokenType
    /// Its value, complete.
    public let value: TokenValue
    /// The tokens a whole-value alias leads through, nearest first (empty when the value is written
    /// out), one link per token, walked on demand.
    public let aliasChain: AliasChain
    /// The references written in its value, where they stand.
    public let references: [ReferenceSite]
    /// Its deprecation: its own `$deprecated`, or its nearest group's.
    public let deprecation: Deprecation?
    /// The token as written.
    public let definition: TokenDefinition

    /// Its `$value` as written, references kept.
    public var writtenValue: JSON { definition.value }
    /// `$description`.
    public var description: String? { definition.description }
    /// `$extensions`, untouched.
    public var extensions: JSON? { definition.extensions }
    /// Members written beside `$value` without `$`, kept as data (tolerant reading only).
    public var extraMembers: JSONObject? { definition.extraMembers }
    /// Where it was written.
    public var origin: TokenOrigin { definition.origin }

    /// True when its whole value is a reference to another token.
    public var isAlias: Bool { !aliasChain.isEmpty }
}

/// The tokens of one resolved permutation, in document order, with their groups.
public struct TokenSet: Sendable {
    /// Every token, in document order.
    public let tokens: [ResolvedToken]
    /// Every group, in document order (the root first).
    public let groups: [TokenGroupInfo]
    private let positions: [TokenPath: Int]
    private let groupPositions: [TokenPath: Int]
    private let referrers: [[Int]]

    /// Builds the set from tokens in document order and each path's position among them;
    /// `referrers` lists, for each token, the positions of the tokens whose values refer to it.
    init(tokens: [ResolvedToken], positions: [TokenPath: Int], groups: [TokenGroupInfo], referrers: [[Int]]) {
        self.tokens = tokens
        self.positions = positions
        self.groups = groups
        groupPositions = Dictionary(groups.enumerated().map { ($0.element.path, $0.offset) }) { first, _ in first }
        self.referrers = referrers
    }

    /// The token at `path`, or nil.
    public subscript(path: TokenPath) -> ResolvedToken? { positions[path].map { tokens[$0] } }

    /// The position in ``tokens`` of the token at `path`, or nil.
    func position(of path: TokenPath) -> Int? { positions[path] }

    /// The tokens whose values refer to the token at `path` (directly), in document order.
    public func tokensReferring(to path: TokenPath) -> [TokenPath] {
        guard let position = positions[path] else { return [] }
        return Set(referrers[position]).sorted().map { tokens[$0].path }
    }

    /// The group at `path`, or nil.
    public func group(at path: TokenPath) -> TokenGroupInfo? { groupPositions[path].map { groups[$0] } }
}

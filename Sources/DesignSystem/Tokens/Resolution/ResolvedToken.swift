/// A token with its type determined and every reference in its value followed.
public struct ResolvedToken: Sendable {
    /// Its path, such as `color.brand.500`.
    public let path: TokenPath
    /// Its type: its own `$type`, the type of the token it aliases, or its group's.
    public let type: TokenType
    /// Its value, complete.
    public let value: TokenValue
    /// Its `$value` as written, references kept.
    public let writtenValue: JSON
    /// The tokens a whole-value alias leads through, nearest first (empty when the value is written out).
    public let aliasChain: [TokenPath]
    /// The references written in its value, where they stand.
    public let references: [ReferenceSite]
    /// `$description`.
    public let description: String?
    /// Its deprecation: its own `$deprecated`, or its nearest group's.
    public let deprecation: Deprecation?
    /// `$extensions`, untouched.
    public let extensions: JSON?
    /// Where it was written.
    public let origin: TokenOrigin

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
    private let referrers: [TokenPath: [TokenPath]]

    /// Builds the set from tokens in document order and each path's position among them;
    /// `referrers` maps a token to the tokens whose values refer to it.
    init(tokens: [ResolvedToken], positions: [TokenPath: Int], groups: [TokenGroupInfo], referrers: [TokenPath: [TokenPath]]) {
        self.tokens = tokens
        self.positions = positions
        self.groups = groups
        self.referrers = referrers
    }

    /// The token at `path`, or nil.
    public subscript(path: TokenPath) -> ResolvedToken? { positions[path].map { tokens[$0] } }

    /// The tokens whose values refer to the token at `path` (directly), in document order.
    public func tokensReferring(to path: TokenPath) -> [TokenPath] { referrers[path] ?? [] }

    /// The group at `path`, or nil.
    public func group(at path: TokenPath) -> TokenGroupInfo? { groups.first { $0.path == path } }
}

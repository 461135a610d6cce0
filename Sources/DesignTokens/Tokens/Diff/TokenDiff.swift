/// What changed between two versions of a token system, context by context, with the semver
/// bump the changes call for. Made by ``TokenDiff/compare(_:_:options:)``.
public struct TokenDiff: Sendable {
    /// One diff per pair of contexts compared, in the order of the newer side's contexts.
    public let contexts: [ContextDiff]
    /// Contexts of the older side that no context of the newer side pairs with (a theme dropped).
    public let contextsOnlyInOld: [Permutation]
    /// Contexts of the newer side that no context of the older side pairs with (a theme added).
    public let contextsOnlyInNew: [Permutation]
    /// The contexts of each side that were compared, in order (see ``filtered(_:)``).
    var compared: (old: [Permutation], new: [Permutation]) = ([], [])

    /// How many tokens changed in each way, each token counted once however many contexts it changed in.
    public var summary: DiffSummary {
        DiffSummary(
            added: Set(contexts.flatMap { $0.added.map(\.path) }).count,
            removed: Set(contexts.flatMap { $0.removed.map(\.path) }).count,
            renamed: Set(contexts.flatMap { $0.renamed.map { [$0.oldPath, $0.token.path] } }).count,
            valueChanged: Set(contexts.flatMap { $0.valueChanged.map(\.path) }).count,
            typeChanged: Set(contexts.flatMap { $0.typeChanged.map(\.path) }).count,
            deprecated: Set(contexts.flatMap { $0.deprecated.map(\.path) }).count,
            contextsAdded: contextsOnlyInNew.count,
            contextsRemoved: contextsOnlyInOld.count)
    }

    /// The bump the changes call for (see ``VersionBump``).
    public var bump: VersionBump { summary.bump }

    /// True when nothing changed in any context, and the contexts are the same.
    public var isEmpty: Bool { bump == .none }
}

/// What changed between two token sets of one context.
public struct ContextDiff: Sendable {
    /// The context: the modifiers' contexts of the side that names more of them.
    public let context: Permutation
    /// The context of each side that was compared (see ``TokenDiff/filtered(_:)``).
    var sides = (old: Permutation([:]), new: Permutation([:]))
    /// The colours contrast is measured against, on each side.
    public let contrastReference: ContrastReference
    /// Tokens only the newer side has (and that are not a renamed token), in its document order.
    public internal(set) var added: [DiffToken] = []
    /// Tokens only the older side has (and that are not a renamed token), in its document order.
    public internal(set) var removed: [DiffToken] = []
    /// Tokens whose path moved, value and type unchanged, in the newer side's document order.
    public internal(set) var renamed: [TokenRename] = []
    /// Tokens at the same path and of the same type whose resolved value differs.
    public internal(set) var valueChanged: [ValueChange] = []
    /// Tokens at the same path whose type differs (a breaking change).
    public internal(set) var typeChanged: [ValueChange] = []
    /// Tokens at the same path deprecated on the newer side and not on the older one.
    public internal(set) var deprecated: [NewDeprecation] = []

    /// The counts of this context alone.
    public var summary: DiffSummary {
        DiffSummary(added: added.count, removed: removed.count, renamed: renamed.count, valueChanged: valueChanged.count,
                    typeChanged: typeChanged.count, deprecated: deprecated.count, contextsAdded: 0, contextsRemoved: 0)
    }

    /// True when nothing changed in this context.
    public var isEmpty: Bool { summary.bump == .none }
}

/// A token as one side of a diff holds it: path, type and resolved value.
public struct DiffToken: Sendable, Hashable {
    /// Its path.
    public let path: TokenPath
    /// Its type.
    public let type: TokenType
    /// Its resolved value.
    public let value: TokenValue

    /// The token's path, type and value.
    public init(_ token: ResolvedToken) {
        path = token.path
        type = token.type
        value = token.value
    }
}

/// A token whose path moved: the older side's path, and the token on the newer side.
public struct TokenRename: Sendable, Hashable {
    /// Where it was.
    public let oldPath: TokenPath
    /// Where it is, with its (unchanged) type and value.
    public let token: DiffToken
}

/// A token whose value, or type, is not what it was.
public struct ValueChange: Sendable, Hashable {
    /// Its path on both sides.
    public let path: TokenPath
    /// Its type before.
    public let oldType: TokenType
    /// Its type now.
    public let newType: TokenType
    /// Its resolved value before.
    public let oldValue: TokenValue
    /// Its resolved value now.
    public let newValue: TokenValue
    /// For a colour that stayed a colour: how far it moved and its contrast before and after.
    public let color: ColorChange?
}

/// How a colour changed: its CIEDE2000 difference, and its WCAG contrast before and after.
public struct ColorChange: Sendable, Hashable {
    /// ΔE00 between the old and the new colour (see ``ColorValue/deltaE2000(_:_:)``).
    public let deltaE2000: Double
    /// Its contrast against the context's reference before and after; nil for the reference token itself.
    public let contrast: ContrastChange?
}

/// A WCAG 2.x contrast ratio before and after a change.
public struct ContrastChange: Sendable, Hashable {
    /// The old colour over the older side's reference.
    public let old: Double
    /// The new colour over the newer side's reference.
    public let new: Double
}

/// What changed colours' contrast is measured against in one context: a colour token of each
/// side (the background pages are drawn on), or white where there is none.
public struct ContrastReference: Sendable {
    /// The token, when one was named and found on at least one side; nil for white.
    public let path: TokenPath?
    /// The older side's background: the token's colour there, else white.
    public let old: ColorValue
    /// The newer side's background: the token's colour there, else white.
    public let new: ColorValue

    /// Opaque white, the background when no token is named or found.
    public static let white = ColorValue(.srgb, SIMD3(1, 1, 1), alpha: 1)
}

/// A token deprecated on the newer side that was not on the older one.
public struct NewDeprecation: Sendable, Hashable {
    /// Its path.
    public let path: TokenPath
    /// Its type.
    public let type: TokenType
    /// Why, when `$deprecated` gives a reason.
    public let reason: String?
}

/// The token a starter styles file binds each layout effect to: one a Config of `swatchbook init`
/// has when it is there (`{color.text.default}` for a foreground), else the first token whose
/// path names the role (`text`, `foreground`), else none. A token qualifies only when it is
/// usable in every permutation: present, of the type the effect takes, writable as CSS and not
/// deprecated, so a starter passes `swatchbook check`.
public struct StarterTokens: Sendable {
    private let chosen: [LayoutEffect: TokenPath]

    /// The tokens of `system` for every effect a starter binds.
    public init(_ system: TokenSystem) {
        let sets = system.permutations.sorted { $0.key.description < $1.key.description }.map(\.value)
        var chosen: [LayoutEffect: TokenPath] = [:]
        for role in Role.all {
            if let path = Self.find(role, in: sets) { chosen[role.effect] = path }
        }
        self.chosen = chosen
    }

    /// The token for `effect`, or nil when no token of the Config suits it (the property is left out).
    public func token(for effect: LayoutEffect) -> TokenPath? { chosen[effect] }

    /// The first usable token of the role: a preferred path, else the first (in file order) with a named segment.
    private static func find(_ role: Role, in sets: [TokenSet]) -> TokenPath? {
        guard let first = sets.first, case .token(let type) = role.effect.accepts else { return nil }
        for text in role.preferred {
            if let path = TokenPath(dotted: text), usable(path, type: type, in: sets) { return path }
        }
        guard !role.words.isEmpty else { return nil }
        for token in first.tokens where token.type == type {
            let named = token.path.segments.contains { segment in role.words.contains { segment.contains($0) } }
            if named, usable(token.path, type: type, in: sets) { return token.path }
        }
        return nil
    }

    /// True when `path` is a token of `type` in every set, with a CSS value, not deprecated.
    private static func usable(_ path: TokenPath, type: TokenType, in sets: [TokenSet]) -> Bool {
        sets.allSatisfy { set in
            guard let token = set[path], token.type == type else { return false }
            return CSSValueWriter().value(token.value) != nil && token.deprecation?.isDeprecated != true
        }
    }

    /// What a starter looks for to bind an effect: paths to prefer, then words a path's segment may contain.
    struct Role {
        let effect: LayoutEffect
        let preferred: [String]
        let words: [String]

        /// The effects a starter binds; the others (sizes, opacity, motion, keywords) are left to the team.
        static let all: [Role] = [
            Role(effect: .background, preferred: ["color.background.subtle", "color.background.default"], words: ["background", "surface"]),
            Role(effect: .foreground, preferred: ["color.text.default"], words: ["text", "foreground"]),
            Role(effect: .borderColor, preferred: ["color.border.control"], words: ["border"]),
            Role(effect: .border, preferred: ["border.control"], words: ["border", "control", "default"]),
            Role(effect: .font, preferred: ["typography.body"], words: ["body", "text", "label"]),
            Role(effect: .padding, preferred: ["control.padding-inline.md", "space.4"], words: ["padding", "space", "spacing"]),
            Role(effect: .paddingInline, preferred: ["control.padding-inline.md", "space.4"], words: ["padding", "space", "spacing"]),
            Role(effect: .paddingBlock, preferred: ["control.padding-block.md", "space.2"], words: ["padding", "space", "spacing"]),
            Role(effect: .gap, preferred: ["control.gap", "space.2"], words: ["gap", "space", "spacing"]),
            Role(effect: .cornerRadius, preferred: ["control.radius", "radius.md"], words: ["radius", "corner"]),
        ]
    }
}

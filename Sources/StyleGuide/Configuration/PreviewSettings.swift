import DesignSystem

/// `preview` in `swatchbook.json`: the tokens of the canvas component previews are drawn on.
public struct PreviewSettings: Sendable, Equatable {
    /// The canvas fill (a colour token); also the surface contrast is measured on when a style sets no background.
    public var background: TokenPath?
    /// The canvas text colour (a colour token).
    public var foreground: TokenPath?
    /// Space around the component (a dimension token).
    public var padding: TokenPath?

    /// No canvas tokens.
    public init(background: TokenPath? = nil, foreground: TokenPath? = nil, padding: TokenPath? = nil) {
        self.background = background
        self.foreground = foreground
        self.padding = padding
    }

    /// Each member with the effect it drives (so the token type it needs), in order.
    var members: [(name: String, effect: LayoutEffect, token: TokenPath?)] {
        [("background", .background, background), ("foreground", .foreground, foreground), ("padding", .padding, padding)]
    }

    /// The canvas's layout modifiers.
    public var modifiers: [LayoutModifier] {
        members.compactMap { member in member.token.map { LayoutModifier(member.effect, .token($0)) } }
    }

    /// Reads `{"background": "{…}", "foreground": "{…}", "padding": "{…}"}`: token references only.
    static func read(_ reader: inout ObjectReader) -> PreviewSettings {
        var settings = PreviewSettings()
        for name in ["background", "foreground", "padding"] {
            guard let text = reader.string(name) else { continue }
            guard case .success(.alias(let path))? = TokenReference.alias(in: text) else {
                reader.report(.invalidValue, at: name, "must be a token reference such as \"{color.background.default}\", found '\(text)'")
                continue
            }
            switch name {
            case "background": settings.background = path
            case "foreground": settings.foreground = path
            default: settings.padding = path
            }
        }
        return settings
    }

    /// Problems with the tokens named: each must exist in every permutation with the type its effect needs.
    func problems(in tokens: TokenSystem, file: String) -> [Diagnostic] {
        members.compactMap { member in
            guard let path = member.token, case .token(let type) = member.effect.accepts else { return nil }
            return Self.problem(with: path, needs: type, for: member.name, at: JSONPointer(tokens: ["preview", member.name]),
                                in: tokens, file: file)
        }
    }

    /// The problem with a token a setting names, if any: it must exist in every permutation, of type `type`.
    static func problem(with path: TokenPath, needs type: TokenType, for setting: String, at pointer: JSONPointer,
                        in tokens: TokenSystem, file: String) -> Diagnostic? {
        for (permutation, set) in tokens.permutations.sorted(by: { $0.key.description < $1.key.description }) {
            guard let token = set[path] else {
                return Diagnostic(.unknownToken, file: file, path: pointer, "{\(path)} is not a token"
                    + (tokens.permutations.count > 1 ? " with \(permutation)" : ""))
            }
            guard token.type == type else {
                return Diagnostic(.tokenTypeMismatch, file: file, path: pointer,
                                  "{\(path)} is a \(token.type) token; '\(setting)' needs a \(type)")
            }
        }
        return nil
    }
}

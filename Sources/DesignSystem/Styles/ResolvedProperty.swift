/// One property of a looked-up style: the value that won, what it resolves to, its CSS, and
/// where it was set.
public struct ResolvedProperty: Hashable, Sendable {
    /// The property.
    public let property: StyleProperty
    /// The value as the style file gives it.
    public let value: StyleValue
    /// The value in the token set looked up in: the token's value, or the literal; nil for a
    /// keyword, or for a token the set lacks.
    public let resolved: TokenValue?
    /// The CSS text of the resolved value (`#4555e1`, `16px`, `600 14px/1.4 Inter`), or the
    /// keyword; nil when CSS cannot hold it or the token is missing.
    public let css: String?
    /// A typography value's letter spacing, which the `font` shorthand cannot hold.
    public let letterSpacing: String?
    /// Where it was set: which style (the one looked up, or one it extends) and which layer.
    public let layer: StyleLayer
    /// Where the winning value was written.
    public let origin: TokenOrigin

    /// A resolved property.
    public init(property: StyleProperty, value: StyleValue, resolved: TokenValue?, css: String?,
                letterSpacing: String? = nil, layer: StyleLayer, origin: TokenOrigin) {
        self.property = property
        self.value = value
        self.resolved = resolved
        self.css = css
        self.letterSpacing = letterSpacing
        self.layer = layer
        self.origin = origin
    }

    /// Resolves `binding`, set in `layer`, in `set`.
    init(_ binding: StyleBinding, layer: StyleLayer, in set: TokenSet) {
        let resolved: TokenValue?
        switch binding.value {
        case .token(let path): resolved = set[path]?.value
        case .literal(let value, _): resolved = value
        case .keyword: resolved = nil
        }
        var css: String?
        var letterSpacing: String?
        if case .keyword(let keyword) = binding.value {
            css = keyword
        } else if let resolved, let written = CSSValueWriter().value(resolved) {
            css = written.text
            letterSpacing = written.letterSpacing
        }
        self.init(property: binding.property, value: binding.value, resolved: resolved, css: css,
                  letterSpacing: letterSpacing, layer: layer, origin: binding.origin)
    }

    /// True when the value is written out rather than bound to a token.
    public var isLiteral: Bool { value.isLiteral }

    /// The layout modifier it becomes.
    public var modifier: LayoutModifier { LayoutModifier(property.effect, value.layoutValue) }

    /// The CSS declarations of the value written out (`background-color: #4555e1`); none when
    /// the value has no CSS form.
    public var declarations: [CSSDeclaration] {
        css.map { property.effect.declarations(value: $0, letterSpacing: letterSpacing) } ?? []
    }

    /// The resolved colour, when the value is one.
    public var color: ColorValue? {
        if case .color(let color)? = resolved { return color }
        return nil
    }
}

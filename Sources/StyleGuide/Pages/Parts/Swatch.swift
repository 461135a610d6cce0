import DesignSystem

/// A colour swatch: a tile filled by the token's own background class, over a checkerboard so
/// translucent colours read as such. Decorative: the value is written beside it.
enum Swatch {
    /// How large it is drawn.
    enum Size: String {
        /// The tile of a token card.
        case large
        /// A chip beside a value in a table.
        case chip
    }

    /// The modifier that fills it: the token as a background.
    static func modifier(_ path: TokenPath) -> LayoutModifier { LayoutModifier(.background, .token(path)) }

    /// The swatch of the colour token at `path`.
    static func node(_ path: TokenPath, size: Size = .large) -> Node {
        .span([.class("swatch", "swatch--" + size.rawValue), .aria("hidden", "true")], [
            Node.span(.class("swatch__fill")).modified(by: modifier(path)),
        ])
    }

    /// The modifier that fills it with a colour written out: a colour of a release, or of another
    /// context than the page's, which no token of today's stylesheet holds. Its rule is in the
    /// stylesheet of the page that draws it (see ``ChangeSwatches``).
    static func modifier(_ color: ColorValue) -> LayoutModifier { LayoutModifier(.background, .literal(.color(color))) }

    /// The swatch of `color`.
    static func node(color: ColorValue, size: Size = .chip) -> Node {
        .span([.class("swatch", "swatch--" + size.rawValue), .aria("hidden", "true")], [
            Node.span(.class("swatch__fill")).modified(by: modifier(color)),
        ])
    }
}

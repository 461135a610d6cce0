/// A layout modifier: an effect and the value it takes, such as padding of `{space.4}`.
///
/// Applied to a node it becomes a class on that node (see `Node.modified(by:)`), and the
/// utility stylesheet holds the class's rule. So a page needs no inline style, and a token's
/// value can change per theme without changing the HTML.
public struct LayoutModifier: Hashable, Sendable {
    /// What it sets.
    public let effect: LayoutEffect
    /// The value.
    public let value: LayoutValue

    /// A modifier.
    public init(_ effect: LayoutEffect, _ value: LayoutValue) {
        self.effect = effect
        self.value = value
    }
}

/// The value of a layout modifier.
public enum LayoutValue: Hashable, Sendable {
    /// A token, by path: the CSS refers to its custom property, so it follows the theme.
    case token(TokenPath)
    /// A value written out (a style file's literal, a sample's radius).
    case literal(TokenValue)
    /// A keyword of an effect that takes keywords (`center` for alignment).
    case keyword(String)
    /// An image's address (`/assets/images/icons/check.svg`), for an effect that takes an image (an icon's mask).
    case image(String)
}

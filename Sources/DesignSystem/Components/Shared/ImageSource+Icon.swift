/// Images drawn as icons: shapes in the component's foreground colour rather than pictures with
/// colours of their own.
///
/// An icon from the Public folder becomes an element with ``iconClass`` and the class of its
/// ``iconMask``, whose rule draws the file as a CSS mask filled with `currentColor`; so a check
/// mark on a primary button takes the button's foreground, in every theme and state. An
/// `https:` image has no mask: a mask from another origin is drawn only when that server allows
/// CORS, so it stays an `img` with its own colours.
extension ImageSource {
    /// The structural class of every icon drawn as a mask (`display` and `flex` only; see components.css).
    public static let iconClass = "sb-icon"

    /// The modifier drawing this image as an icon in the foreground colour; nil for an `https:` image.
    ///
    /// Its class needs a rule in the utility stylesheet: whoever builds the stylesheet for sample
    /// data adds the modifier of every sample image, as for ``ImageMask/radiusModifier``.
    public var iconMask: LayoutModifier? {
        guard case .asset = self else { return nil }
        return LayoutModifier(.iconMask, .image(url))
    }
}

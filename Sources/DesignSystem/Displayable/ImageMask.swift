/// How a component clips an item's image.
public enum ImageMask: Sendable, Hashable {
    /// Not clipped: the image keeps its corners.
    case none
    /// Rounded corners. With a radius in CSS pixels, that radius; without, the radius the
    /// component's style gives images.
    case rounded(radius: Double?)
    /// Clipped to a circle (or an ellipse, for an image that is not square).
    case circle
}

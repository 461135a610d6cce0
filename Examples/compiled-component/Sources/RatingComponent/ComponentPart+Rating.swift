import DesignSystem

extension ComponentPart {
    /// A rating's row of stars.
    public static let stars = ComponentPart("stars")
    /// The stars a rating's score does not fill, inside its row of stars.
    public static let emptyStars = ComponentPart("empty-stars")
}

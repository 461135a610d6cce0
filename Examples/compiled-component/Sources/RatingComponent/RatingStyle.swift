import DesignSystem

/// The composable style of ``Rating``.
public enum RatingStyle: ComposableStyle {
    /// Every property of a rating.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The rating's fill."),
        StyleProperty("paddingInline", .paddingInline, "Space left and right of the rating."),
        StyleProperty("paddingBlock", .paddingBlock, "Space above and below the rating."),
        StyleProperty("cornerRadius", .cornerRadius, "The fill's corners."),
        StyleProperty("border", .border, "The outline."),
        StyleProperty("labelFont", .font, on: .primaryText, "The label's type."),
        StyleProperty("labelColor", .foreground, on: .primaryText, "The label's colour."),
        StyleProperty("starFont", .font, on: .stars, "The stars' type: its size is theirs."),
        StyleProperty("starColor", .foreground, on: .stars, "The filled stars' colour."),
        StyleProperty("emptyStarColor", .foreground, on: .emptyStars, "The unfilled stars' colour."),
        StyleProperty("scoreFont", .font, on: .secondaryText, "The score's type."),
        StyleProperty("scoreColor", .foreground, on: .secondaryText, "The score's colour."),
        StyleProperty("countFont", .font, on: .quaternaryText, "The count's type."),
        StyleProperty("countColor", .foreground, on: .quaternaryText, "The count's colour."),
    ]

    /// Each text on the fill, and the filled stars as graphics (3:1).
    public static let contrastPairs: [ContrastPair] = ["labelColor", "scoreColor", "countColor"]
        .map { ContrastPair(foreground: $0, background: "background") }
        + [ContrastPair(foreground: "starColor", background: "background", kind: .icon)]
}

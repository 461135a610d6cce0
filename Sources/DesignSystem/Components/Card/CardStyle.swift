/// The composable style of ``Card``.
public enum CardStyle: ComposableStyle {
    /// Every property of a card.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The card's fill."),
        StyleProperty("border", .border, "The card's outline."),
        StyleProperty("cornerRadius", .cornerRadius, "The card's corners."),
        StyleProperty("shadow", .shadow, "Elevation."),
        StyleProperty("transition", .transition, "How state changes animate."),
        StyleProperty("imageHeight", .height, on: .image, "Height of the cover image."),
        StyleProperty("imageRadius", .cornerRadius, on: .image, "Corners of a cover image masked as rounded without a radius."),
        StyleProperty("padding", .padding, on: .body, "Space around the text."),
        StyleProperty("gap", .gap, on: .body, "Space between the lines of text."),
        StyleProperty("titleFont", .font, on: .primaryText, "The title's type."),
        StyleProperty("titleColor", .foreground, on: .primaryText, "The title's colour."),
        StyleProperty("titleLineLimit", .lineLimit, on: .primaryText, "At most this many title lines."),
        StyleProperty("subtitleFont", .font, on: .secondaryText, "The subtitle's type."),
        StyleProperty("subtitleColor", .foreground, on: .secondaryText, "The subtitle's colour."),
        StyleProperty("bodyFont", .font, on: .tertiaryText, "The body text's type."),
        StyleProperty("bodyColor", .foreground, on: .tertiaryText, "The body text's colour."),
        StyleProperty("bodyLineLimit", .lineLimit, on: .tertiaryText, "At most this many body lines."),
        StyleProperty("metaFont", .font, on: .quaternaryText, "The footer's type."),
        StyleProperty("metaColor", .foreground, on: .quaternaryText, "The footer's colour."),
    ]

    /// Each text colour on the card's fill.
    public static let contrastPairs: [ContrastPair] = ["titleColor", "subtitleColor", "bodyColor", "metaColor"]
        .map { ContrastPair(foreground: $0, background: "background") }
}

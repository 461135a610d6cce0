/// The composable style of ``Row``.
public enum RowStyle: ComposableStyle {
    /// Every property of a row.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The row's fill."),
        StyleProperty("padding", .padding, "Space inside the row."),
        StyleProperty("gap", .gap, "Space between the image, the text and the trailing text."),
        StyleProperty("cornerRadius", .cornerRadius, "The row's corners."),
        StyleProperty("transition", .transition, "How state changes animate."),
        StyleProperty("imageSize", .size, on: .image, "Width and height of the image."),
        StyleProperty("imageRadius", .cornerRadius, on: .image, "Corners of an image masked as rounded without a radius."),
        StyleProperty("textGap", .gap, on: .text, "Space between the lines of text."),
        StyleProperty("primaryFont", .font, on: .primaryText, "The title's type."),
        StyleProperty("primaryColor", .foreground, on: .primaryText, "The title's colour."),
        StyleProperty("primaryLineLimit", .lineLimit, on: .primaryText, "At most this many title lines."),
        StyleProperty("secondaryFont", .font, on: .secondaryText, "The subtitle's type."),
        StyleProperty("secondaryColor", .foreground, on: .secondaryText, "The subtitle's colour."),
        StyleProperty("tertiaryFont", .font, on: .tertiaryText, "The detail line's type."),
        StyleProperty("tertiaryColor", .foreground, on: .tertiaryText, "The detail line's colour."),
        StyleProperty("quaternaryFont", .font, on: .quaternaryText, "The trailing text's type."),
        StyleProperty("quaternaryColor", .foreground, on: .quaternaryText, "The trailing text's colour."),
    ]

    /// Each text colour on the row's background.
    public static let contrastPairs: [ContrastPair] = ["primaryColor", "secondaryColor", "tertiaryColor", "quaternaryColor"]
        .map { ContrastPair(foreground: $0, background: "background") }
}

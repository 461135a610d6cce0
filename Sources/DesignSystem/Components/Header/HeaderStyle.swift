/// The composable style of ``Header``.
public enum HeaderStyle: ComposableStyle {
    /// Every property of a header.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The header's fill."),
        StyleProperty("padding", .padding, "Space inside the header."),
        StyleProperty("gap", .gap, "Space between the image and the text."),
        StyleProperty("alignment", .alignment, "leading, center or trailing."),
        StyleProperty("border", .border, "An outline (or a rule below)."),
        StyleProperty("imageSize", .size, on: .image, "Width and height of the image."),
        StyleProperty("imageRadius", .cornerRadius, on: .image, "Corners of an image masked as rounded without a radius."),
        StyleProperty("textGap", .gap, on: .text, "Space between the lines of text."),
        StyleProperty("eyebrowFont", .font, on: .tertiaryText, "The line above the title: its type."),
        StyleProperty("eyebrowColor", .foreground, on: .tertiaryText, "The line above the title: its colour."),
        StyleProperty("titleFont", .font, on: .primaryText, "The title's type."),
        StyleProperty("titleColor", .foreground, on: .primaryText, "The title's colour."),
        StyleProperty("subtitleFont", .font, on: .secondaryText, "The subtitle's type."),
        StyleProperty("subtitleColor", .foreground, on: .secondaryText, "The subtitle's colour."),
    ]

    /// Each text colour on the header's fill.
    public static let contrastPairs: [ContrastPair] = ["titleColor", "subtitleColor", "eyebrowColor"]
        .map { ContrastPair(foreground: $0, background: "background") }
}

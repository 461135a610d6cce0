/// The composable style of ``ListSection``.
public enum ListSectionStyle: ComposableStyle {
    /// Every property of a list section.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The list's fill."),
        StyleProperty("border", .border, "The list's outline."),
        StyleProperty("cornerRadius", .cornerRadius, "The list's corners."),
        StyleProperty("headerFont", .font, on: .header, "A section title's type."),
        StyleProperty("headerColor", .foreground, on: .header, "A section title's colour."),
        StyleProperty("headerBackground", .background, on: .header, "A section title's fill."),
        StyleProperty("headerPadding", .padding, on: .header, "Space around a section title."),
        StyleProperty("rowPadding", .padding, on: .row, "Space inside each row."),
        StyleProperty("rowGap", .gap, on: .row, "Space between a row's image, text and trailing text."),
        StyleProperty("dividerColor", .background, on: .divider, "The line between rows."),
        StyleProperty("dividerHeight", .height, on: .divider, "The line's thickness."),
        StyleProperty("imageSize", .size, on: .image, "Width and height of each row's image."),
        StyleProperty("imageRadius", .cornerRadius, on: .image, "Corners of images masked as rounded without a radius."),
        StyleProperty("textGap", .gap, on: .text, "Space between the lines of a row's text."),
        StyleProperty("primaryFont", .font, on: .primaryText, "A row title's type."),
        StyleProperty("primaryColor", .foreground, on: .primaryText, "A row title's colour."),
        StyleProperty("secondaryFont", .font, on: .secondaryText, "A row subtitle's type."),
        StyleProperty("secondaryColor", .foreground, on: .secondaryText, "A row subtitle's colour."),
        StyleProperty("tertiaryFont", .font, on: .tertiaryText, "A row detail line's type."),
        StyleProperty("tertiaryColor", .foreground, on: .tertiaryText, "A row detail line's colour."),
        StyleProperty("quaternaryFont", .font, on: .quaternaryText, "A row's trailing text's type."),
        StyleProperty("quaternaryColor", .foreground, on: .quaternaryText, "A row's trailing text's colour."),
    ]

    /// Section titles on their fill, row texts on the list's fill.
    public static let contrastPairs: [ContrastPair] = [ContrastPair(foreground: "headerColor", background: "headerBackground")]
        + ["primaryColor", "secondaryColor", "tertiaryColor", "quaternaryColor"].map { ContrastPair(foreground: $0, background: "background") }
}

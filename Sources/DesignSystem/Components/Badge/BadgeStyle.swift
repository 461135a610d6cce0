/// The composable style of ``Badge``.
public enum BadgeStyle: ComposableStyle {
    /// Every property of a badge.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The badge's fill."),
        StyleProperty("foreground", .foreground, "The text's colour."),
        StyleProperty("font", .font, "The text's type."),
        StyleProperty("paddingInline", .paddingInline, "Space left and right of the text."),
        StyleProperty("paddingBlock", .paddingBlock, "Space above and below the text."),
        StyleProperty("cornerRadius", .cornerRadius, "The badge's corners."),
        StyleProperty("border", .border, "The outline."),
    ]

    /// The text on the fill.
    public static let contrastPairs = [ContrastPair(foreground: "foreground", background: "background")]
}

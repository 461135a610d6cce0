/// The composable style of ``Label``.
public enum LabelStyle: ComposableStyle {
    /// Every property of a label.
    public static let properties: [StyleProperty] = [
        StyleProperty("font", .font, "The text's type."),
        StyleProperty("foreground", .foreground, "The text's colour."),
        StyleProperty("background", .background, "A fill behind the text (usually none)."),
        StyleProperty("paddingInline", .paddingInline, "Space left and right of the text."),
        StyleProperty("paddingBlock", .paddingBlock, "Space above and below the text."),
        StyleProperty("cornerRadius", .cornerRadius, "Corners of the fill."),
        StyleProperty("lineLimit", .lineLimit, "At most this many lines."),
        StyleProperty("alignment", .alignment, "leading, center or trailing."),
    ]

    /// The text on its background.
    public static let contrastPairs = [ContrastPair(foreground: "foreground", background: "background")]
}

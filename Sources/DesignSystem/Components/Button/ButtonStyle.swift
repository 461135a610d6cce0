/// The composable style of ``Button``.
public enum ButtonStyle: ComposableStyle {
    /// Every property of a button.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The button's fill."),
        StyleProperty("foreground", .foreground, "The label's and icon's colour."),
        StyleProperty("font", .font, "The label's type."),
        StyleProperty("paddingInline", .paddingInline, "Space left and right of the content."),
        StyleProperty("paddingBlock", .paddingBlock, "Space above and below the content."),
        StyleProperty("gap", .gap, "Space between the icon and the label."),
        StyleProperty("cornerRadius", .cornerRadius, "The button's corners."),
        StyleProperty("border", .border, "The outline."),
        StyleProperty("shadow", .shadow, "Elevation, or a focus ring."),
        StyleProperty("opacity", .opacity, "How opaque the button is (lower when disabled)."),
        StyleProperty("transition", .transition, "How state changes animate."),
        StyleProperty("iconSize", .size, on: .image, "Width and height of the icon."),
    ]

    /// The label on the fill (text, 4.5:1), and the icon, drawn in the same colour, on the fill (1.4.11, 3:1).
    public static let contrastPairs = [
        ContrastPair(foreground: "foreground", background: "background"),
        ContrastPair(foreground: "foreground", background: "background", kind: .icon),
    ]
}

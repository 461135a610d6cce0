/// The composable style of ``CheckBox``.
public enum CheckBoxStyle: ComposableStyle {
    /// Every property of a checkbox.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "A fill behind the whole control (usually none)."),
        StyleProperty("gap", .gap, "Space between the box and the text."),
        StyleProperty("boxSize", .size, on: .box, "Width and height of the box."),
        StyleProperty("boxRadius", .cornerRadius, on: .box, "The box's corners."),
        StyleProperty("boxBorder", .border, on: .box, "The box's outline."),
        StyleProperty("boxBackground", .background, on: .box, "The box's fill (the checked colour when selected)."),
        StyleProperty("boxShadow", .shadow, on: .box, "A focus ring around the box."),
        StyleProperty("markColor", .foreground, on: .mark, "The check mark's colour."),
        StyleProperty("transition", .transition, on: .box, "How state changes animate."),
        StyleProperty("labelFont", .font, on: .primaryText, "The label's type."),
        StyleProperty("labelColor", .foreground, on: .primaryText, "The label's colour."),
        StyleProperty("hintFont", .font, on: .secondaryText, "The hint's type."),
        StyleProperty("hintColor", .foreground, on: .secondaryText, "The hint's colour."),
        StyleProperty("opacity", .opacity, "How opaque the control is (lower when disabled)."),
    ]

    /// The mark in its box, and the texts on the control's background.
    public static let contrastPairs = [
        ContrastPair(foreground: "markColor", background: "boxBackground", kind: .icon, states: [.selected]),
        ContrastPair(foreground: "labelColor", background: "background"),
        ContrastPair(foreground: "hintColor", background: "background"),
    ]
}

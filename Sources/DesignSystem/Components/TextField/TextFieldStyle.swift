/// The composable style of ``TextField``.
public enum TextFieldStyle: ComposableStyle {
    /// Every property of a text field.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "A fill behind the whole control (usually none)."),
        StyleProperty("gap", .gap, "Space between the label, the field and the help text."),
        StyleProperty("labelFont", .font, on: .primaryText, "The label's type."),
        StyleProperty("labelColor", .foreground, on: .primaryText, "The label's colour."),
        StyleProperty("fieldBackground", .background, on: .field, "The field's fill."),
        StyleProperty("fieldColor", .foreground, on: .field, "The value's colour."),
        StyleProperty("fieldFont", .font, on: .field, "The value's type."),
        StyleProperty("fieldBorder", .border, on: .field, "The field's outline (the error colour when invalid)."),
        StyleProperty("fieldRadius", .cornerRadius, on: .field, "The field's corners."),
        StyleProperty("fieldPaddingInline", .paddingInline, on: .field, "Space left and right of the value."),
        StyleProperty("fieldPaddingBlock", .paddingBlock, on: .field, "Space above and below the value."),
        StyleProperty("fieldShadow", .shadow, on: .field, "A focus ring."),
        StyleProperty("transition", .transition, on: .field, "How state changes animate."),
        StyleProperty("helpFont", .font, on: .tertiaryText, "The help (or error) text's type."),
        StyleProperty("helpColor", .foreground, on: .tertiaryText, "The help (or error) text's colour."),
        StyleProperty("opacity", .opacity, "How opaque the control is (lower when disabled)."),
    ]

    /// The value in its field; the label and help text on the control's background.
    public static let contrastPairs = [
        ContrastPair(foreground: "fieldColor", background: "fieldBackground"),
        ContrastPair(foreground: "labelColor", background: "background"),
        ContrastPair(foreground: "helpColor", background: "background"),
    ]
}

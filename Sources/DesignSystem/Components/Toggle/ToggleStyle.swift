/// The composable style of ``Toggle``.
public enum ToggleStyle: ComposableStyle {
    /// Every property of a toggle.
    public static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "A fill behind the whole control (usually none)."),
        StyleProperty("gap", .gap, "Space between the switch and the text."),
        StyleProperty("trackWidth", .width, on: .track, "The track's width."),
        StyleProperty("trackHeight", .height, on: .track, "The track's height."),
        StyleProperty("trackRadius", .cornerRadius, on: .track, "The track's corners."),
        StyleProperty("trackBackground", .background, on: .track, "The track's fill (the on colour when selected)."),
        StyleProperty("trackPadding", .padding, on: .track, "Space between the track's edge and the thumb."),
        StyleProperty("trackShadow", .shadow, on: .track, "A focus ring around the track."),
        StyleProperty("thumbSize", .size, on: .thumb, "The thumb's width and height."),
        StyleProperty("thumbRadius", .cornerRadius, on: .thumb, "The thumb's corners."),
        StyleProperty("thumbBackground", .background, on: .thumb, "The thumb's fill."),
        StyleProperty("thumbShadow", .shadow, on: .thumb, "The thumb's elevation."),
        StyleProperty("transition", .transition, on: .thumb, "How the thumb moves."),
        StyleProperty("labelFont", .font, on: .primaryText, "The label's type."),
        StyleProperty("labelColor", .foreground, on: .primaryText, "The label's colour."),
        StyleProperty("descriptionFont", .font, on: .secondaryText, "The description's type."),
        StyleProperty("descriptionColor", .foreground, on: .secondaryText, "The description's colour."),
        StyleProperty("opacity", .opacity, "How opaque the control is (lower when disabled)."),
    ]

    /// The thumb on its track (a graphic: 1.4.11 non-text contrast); the texts on the control's background.
    public static let contrastPairs = [
        ContrastPair(foreground: "thumbBackground", background: "trackBackground", kind: .icon),
        ContrastPair(foreground: "labelColor", background: "background"),
        ContrastPair(foreground: "descriptionColor", background: "background"),
    ]
}

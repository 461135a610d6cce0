/// The composable style of ``Avatar``.
public enum AvatarStyle: ComposableStyle {
    /// Every property of an avatar.
    public static let properties: [StyleProperty] = [
        StyleProperty("size", .size, "Width and height."),
        StyleProperty("background", .background, "The fill behind initials."),
        StyleProperty("foreground", .foreground, "The initials' colour."),
        StyleProperty("font", .font, "The initials' type."),
        StyleProperty("cornerRadius", .cornerRadius, "Corners when the item's mask is rounded without a radius."),
        StyleProperty("border", .border, "A ring around the avatar."),
        StyleProperty("shadow", .shadow, "Elevation, or a selection ring."),
    ]

    /// The initials on the fill.
    public static let contrastPairs = [ContrastPair(foreground: "foreground", background: "background")]
}

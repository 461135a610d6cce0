extension ComponentPart {
    /// The column holding an item's text levels.
    public static let text = ComponentPart("text")
    /// The content area of a card, below its image.
    public static let body = ComponentPart("body")
    /// A checkbox's box.
    public static let box = ComponentPart("box")
    /// The check mark inside a checkbox's box.
    public static let mark = ComponentPart("mark")
    /// The input area of a text field.
    public static let field = ComponentPart("field")
    /// A toggle's track.
    public static let track = ComponentPart("track")
    /// A toggle's thumb.
    public static let thumb = ComponentPart("thumb")
    /// A list section's title above its rows.
    public static let header = ComponentPart("header")
    /// One row of a list section.
    public static let row = ComponentPart("row")
    /// The line between two rows of a list section.
    public static let divider = ComponentPart("divider")
}

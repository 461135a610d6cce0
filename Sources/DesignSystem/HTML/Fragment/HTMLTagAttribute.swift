/// One attribute of a start tag as written.
public struct HTMLTagAttribute: Sendable, Hashable {
    /// The attribute's name, lower-cased.
    public let name: String
    /// The value with character references decoded, or `nil` for a bare boolean attribute.
    public let value: String?
    /// Whether the value was written in `"…"` or `'…'`.
    public let quoted: Bool
    /// The 1-based line of the attribute's name.
    public let line: Int
    /// The 1-based column of the attribute's name, counted in Unicode scalars.
    public let column: Int

    /// Creates an attribute read at `line` and `column`.
    public init(name: String, value: String?, quoted: Bool, line: Int, column: Int) {
        self.name = name
        self.value = value
        self.quoted = quoted
        self.line = line
        self.column = column
    }
}

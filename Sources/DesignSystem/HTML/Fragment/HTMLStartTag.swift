/// A start tag as written, for callers that check more than the policy does.
///
/// ``HTMLFragmentParser`` reports every start tag it reads, in source order, including those
/// of elements the policy refuses and of elements inside them.
public struct HTMLStartTag: Sendable, Hashable {
    /// The element's name, lower-cased.
    public let name: String
    /// The attributes as written, in order, duplicates included, before the policy filtered them.
    public let attributes: [HTMLTagAttribute]
    /// The 1-based line of the tag's `<`.
    public let line: Int
    /// The 1-based column of the tag's `<`, counted in Unicode scalars.
    public let column: Int

    /// Creates a start tag read at `line` and `column`.
    public init(name: String, attributes: [HTMLTagAttribute], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }
}

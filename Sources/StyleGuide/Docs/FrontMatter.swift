/// What a docs page says of itself in the `---` block at its top: its title, its summary and its
/// place in the docs' sidebar and index.
public struct FrontMatter: Sendable, Hashable {
    /// The page's title, before its first `# heading` and its file name.
    public var title: String?
    /// One or two sentences: the page's summary on the docs index and its `<meta name="description">`.
    public var description: String?
    /// Where the page comes in its group (lower first); pages without one come after those with one.
    public var order: Int?
    /// The name of the group the page is listed in.
    public var section: String?
    /// The line each key was read from, for diagnostics.
    var lines: [String: Int] = [:]

    /// Nothing said.
    public init(title: String? = nil, description: String? = nil, order: Int? = nil, section: String? = nil) {
        self.title = title
        self.description = description
        self.order = order
        self.section = section
    }

    /// The keys a page may set, in the order the README lists them.
    public static let keys = ["title", "description", "order", "section"]
}

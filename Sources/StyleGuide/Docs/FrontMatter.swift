import DesignSystem

/// What a docs page says of itself in the `---` block at its top: its title, its summary, its
/// place in the docs' sidebar and index, its status and owner, and any other keys, kept as metadata.
public struct FrontMatter: Sendable, Hashable {
    /// A key the page sets that Swatchbook does not read, with its value: kept, not shown.
    public struct Field: Sendable, Hashable {
        /// The key as written.
        public let key: String
        /// The value, without its quotes.
        public let value: String
    }

    /// The page's title, before its first `# heading` and its file name.
    public var title: String?
    /// One or two sentences: the page's summary on the docs index and its `<meta name="description">`.
    public var description: String?
    /// Where the page comes in its group (lower first); pages without one come after those with one.
    public var order: Int?
    /// The name of the group the page is listed in.
    public var section: String?
    /// The page's `status` (draft, beta, stable, deprecated) and `owner`.
    public var lifecycle = Lifecycle()
    /// Every other key, in the order written (`author: Jane`): in the API, never shown on the page.
    public var metadata: [Field] = []
    /// The line each key was read from, for diagnostics.
    var lines: [String: Int] = [:]

    /// Nothing said.
    public init(title: String? = nil, description: String? = nil, order: Int? = nil, section: String? = nil) {
        self.title = title
        self.description = description
        self.order = order
        self.section = section
    }

    /// The keys Swatchbook reads, in the order the manual lists them; any other is kept as metadata.
    public static let keys = ["title", "description", "order", "section", "status", "owner"]
}

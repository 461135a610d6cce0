extension DocsLibrary {
    /// A heading of the docs' sidebar and index, and its pages in reading order.
    public struct Group: Sendable {
        /// The section's name: `Guides`, `Components` or one a page's front matter gives.
        public let title: String
        /// The pages, by `order` (pages without one last), then title.
        public let pages: [Page]
    }

    /// The group of the guides whose front matter names no section; it comes first.
    public static let defaultGroup = "Guides"
    /// The group of the `components/<name>` pages; it comes last.
    public static let componentsGroup = "Components"

    /// Every page in its group, as the sidebar and the index list them.
    public var groups: [Group] { Self.groups(of: pages) }

    /// `pages` grouped: `components/` pages under Components, guides under their front matter's
    /// `section`, or under Guides without one. Guides comes first and Components last; the
    /// sections between come in the order of their lowest `order` (sections with none after
    /// those with one), then by name. Within a group, pages go by `order` (pages without one
    /// after those with one), then by title.
    public static func groups(of pages: [Page]) -> [Group] {
        Dictionary(grouping: pages, by: \.group)
            .map { title, pages in (title: title, pages: pages, lowest: pages.compactMap(\.frontMatter.order).min() ?? .max) }
            .sorted { ($0.title.groupRank, $0.lowest, $0.title.lowercased(), $0.title) < ($1.title.groupRank, $1.lowest, $1.title.lowercased(), $1.title) }
            .map { Group(title: $0.title, pages: $0.pages.sorted(by: Page.readsBefore)) }
    }
}

extension DocsLibrary.Page {
    /// The title of the group the page is listed in.
    var group: String {
        path.hasPrefix("components/") ? DocsLibrary.componentsGroup : frontMatter.section ?? DocsLibrary.defaultGroup
    }

    /// True when `page` comes before `other` in a group: lower `order` first (none last), then title, then path.
    static func readsBefore(_ page: Self, _ other: Self) -> Bool {
        (page.frontMatter.order ?? .max, page.title.lowercased(), page.path) < (other.frontMatter.order ?? .max, other.title.lowercased(), other.path)
    }
}

extension String {
    /// Where a group of this title goes: Guides first, the sections, then Components.
    fileprivate var groupRank: Int {
        switch self {
        case DocsLibrary.defaultGroup: 0
        case DocsLibrary.componentsGroup: 2
        default: 1
        }
    }
}

/// What a component renders: one item, or sections of items (for list components).
public enum ComponentContent: Sendable {
    /// One item.
    case item(any Displayable & Sendable)
    /// Sections of items, each with an optional title.
    case sections([ContentSection])

    /// The first item: the item itself, or the first item of the first section that has one.
    public var firstItem: (any Displayable & Sendable)? {
        switch self {
        case .item(let item): item
        case .sections(let sections): sections.lazy.compactMap(\.items.first).first
        }
    }

    /// The content as sections: one untitled section around a single item.
    public var sections: [ContentSection] {
        switch self {
        case .item(let item): [ContentSection(title: nil, items: [item])]
        case .sections(let sections): sections
        }
    }
}

/// A section of items with an optional title.
public struct ContentSection: Sendable {
    /// The title shown above the section, if any.
    public let title: String?
    /// The items, in order.
    public let items: [any Displayable & Sendable]

    /// A section.
    public init(title: String?, items: [any Displayable & Sendable]) {
        self.title = title
        self.items = items
    }
}

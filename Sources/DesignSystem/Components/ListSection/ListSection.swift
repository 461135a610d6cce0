/// Sections of rows: each section's title as a heading over a list of its items, each item a
/// row (as ``Row`` lays it out), a divider between rows.
///
/// `<div class="sb-list-section">` holding a `div.sb-list-section__section` per section: an
/// `h3.sb-list-section__header` when the section has a title (none for an untitled one), then a
/// `ul.sb-list-section__list` labelled by that heading (`aria-labelledby`; `role="list"` keeps
/// list semantics in Safari, which drops them when the list style is removed). Each
/// `li.sb-list-section__item` holds a `div.sb-list-section__row` and, except the last, a
/// decorative `div.sb-list-section__divider` (`aria-hidden`): dividers never count as items.
///
/// Rows come from a ``ListAdapter`` over ``DataProvider/contentSections``. Items that show
/// nothing are left out; a section with no rows has no list, and with no title either it is
/// left out; content with no sections to show renders nothing.
public enum ListSection: Component {
    /// Its composable style.
    public typealias Style = ListSectionStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "list-section", title: "List section",
        summary: "Items as rows, grouped into sections with optional titles.",
        parts: [.image, .primaryText, .secondaryText, .tertiaryText, .quaternaryText],
        states: [.normal],
        showsSections: true
    )

    /// The sections of the content (a single item is one untitled section).
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        let ids = ComponentIDs(about.name, styling: styling, content: content)
        let adapter = ListAdapter(provider: .contentSections, presenter: Presenter { item, _ in
            let children = RowLayout.children(of: item, markup: markup)
            return children.isEmpty ? .empty : markup.part(.row, "div", [], children)
        })
        let sections = content.sections
        let rows = adapter.sections(of: sections)
        let rendered = sections.indices.compactMap { index in
            section(title: sections[index].title, rows: rows[index].filter { $0 != Node.empty },
                    titleID: ids.id("s\(index)-title"), markup: markup)
        }
        guard !rendered.isEmpty else { return .empty }
        return markup.root("div", [], rendered)
    }

    /// One section: its heading when titled, its list when it has rows; nil with neither.
    private static func section(title: String?, rows: [Node], titleID: String, markup: ComponentMarkup) -> Node? {
        let title = title.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil }
        guard title != nil || !rows.isEmpty else { return nil }
        let heading = title.map { markup.part(.header, "h3", [.id(titleID)], [.text($0)]) }
        return markup.piece("section", "div", [], [heading, list(of: rows, labelledBy: title == nil ? nil : titleID, markup: markup)]
            .compactMap { $0 })
    }

    /// The list of a section's rows, each in an item, a divider closing every item but the last; nil without rows.
    private static func list(of rows: [Node], labelledBy titleID: String?, markup: ComponentMarkup) -> Node? {
        guard !rows.isEmpty else { return nil }
        let items = rows.enumerated().map { position, row in
            let divider = position < rows.count - 1 ? markup.part(.divider, "div", [.aria("hidden", "true")], []) : nil
            return markup.piece("item", "li", [], [row, divider].compactMap { $0 })
        }
        return markup.piece("list", "ul", [.role("list")] + (titleID.map { [.aria("labelledby", $0)] } ?? []), items)
    }
}

import DesignSystem

/// The built-in components a Config does not style yet, on `/components` after its own: each as
/// a card marked "not styled yet", linking to its page, with a starter styles file to copy.
struct AvailableComponents {
    let entries: [CatalogEntry]
    let starters: [ComponentName: StyleStarter]
    /// True when the Config has components of its own, listed above (the cards' headings are one level lower).
    let followsOwn: Bool

    /// The section, or nothing when every built-in is used.
    func node() -> Node {
        guard !entries.isEmpty else { return .empty }
        let heading = followsOwn ? "Not styled yet" : "Built-in components"
        let lead = Plural.counted(entries.count, "built-in component") + " this Config does not style yet. "
            + "Copy a starter into the Config (or run swatchbook init --component <name>) and the component appears "
            + (followsOwn ? "above" : "here") + " with its previews, style tables and contrast checks."
        return .section([.class("page-section"), .id("not-styled"), .aria("labelledby", "not-styled-title")], [
            .h2(.id("not-styled-title"), children: .text(heading)),
            .p(.class("section-lead"), children: .text(lead)),
            .ul([.class("card-grid", "component-cards")], entries.map(card)),
        ])
    }

    private func card(_ entry: CatalogEntry) -> Node {
        let about = entry.about
        let meta = "Not styled yet · " + Plural.counted(entry.properties.count, "property", plural: "properties") + " · "
            + Plural.counted(about.states.count, "state")
        return .li(.class("card", "component-card", "component-card--unstyled"), children:
            .h3(.class("card__title"), children: .a(.href(GuideLinks.component(about.name)), .class("card__link"), children: .text(about.title))),
            .p(.class("card__text"), children: .text(about.summary)),
            starters[about.name].map(StarterSnippet.node) ?? .empty,
            .p(.class("card__meta"), children: .text(meta))
        )
    }
}

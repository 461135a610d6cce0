import DesignSystem

/// One entry of the Storybook index: a story (one preview of a component) or a docs page.
struct StorybookEntry: Sendable {
    /// What the entry shows.
    enum Content: Sendable {
        /// A component in one style, size and state.
        case story(component: ComponentName, style: StyleName, size: ComponentSize, state: ComponentState)
        /// The docs page at `path` in `docs/` (without `.md`).
        case docs(path: String)
    }

    /// Unique in the index: `kebab(title)--kebab(name)`, with `-2`, `-3`… when two would be the same.
    let id: String
    /// The entry's name in the sidebar: `Primary`, `Primary, large`, `Docs`.
    let name: String
    /// The sidebar path, parts separated by `/`: `Components/Button`.
    let title: String
    /// The Config file it comes from, as Storybook writes paths: `./styles/button.json`.
    let importPath: String
    /// What it shows.
    let content: Content

    /// True for a story, false for a docs page.
    var isStory: Bool { if case .story = content { true } else { false } }

    /// The tags every entry carries: `dev` (Storybook's sidebar hides entries without it) and `swatchbook`.
    static let tags = ["dev", "swatchbook"]

    /// The entry as index v5 writes it (Storybook's `StoryIndexEntry` and `DocsIndexEntry`).
    var json: JSON {
        var members: [(String, JSON)] = [("type", .string(isStory ? "story" : "docs"))]
        if isStory { members.append(("subtype", .string("story"))) }
        members += [("id", .string(id)), ("name", .string(name)), ("title", .string(title)), ("importPath", .string(importPath))]
        switch content {
        case .story:
            members.append(("exportName", .string(name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())))
            members.append(("tags", .array(Self.tags.map(JSON.string))))
        case .docs(let path):
            members.append(("storiesImports", .array([])))
            let kind = path.hasPrefix("components/") ? "attached-mdx" : "unattached-mdx"
            members.append(("tags", .array((Self.tags + [kind]).map(JSON.string))))
        }
        return .object(JSONObject(members))
    }
}

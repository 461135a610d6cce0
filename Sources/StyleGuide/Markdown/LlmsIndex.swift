import DesignSystem
import MicroHTTP

/// `GET /llms.txt` (the llms.txt proposal, llmstxt.org): the design system's name as an H1, a
/// one-line summary as a blockquote, a paragraph on how to read the links, then an H2 section
/// each for tokens, components, docs and changes listing the markdown twin of every guide page
/// as `- [title](url): notes`, and `## Optional` for Swatchbook's manual and `/llms-full.txt`.
enum LlmsIndex {
    /// The path it is served at.
    static let path = "/llms.txt"

    /// One link of a section: a page's title, its twin's URL and a note on what it holds.
    struct Link {
        let title: String
        let url: String
        let notes: String
    }

    /// The `description` of swatchbook.json, else a sentence built from the Config's counts.
    static func summary(_ context: GuideContext) -> String {
        let snapshot = context.snapshot
        if !snapshot.settings.summary.isEmpty { return snapshot.settings.summary }
        let components = snapshot.components.config.everyComponent.count
        return "The design system \(snapshot.settings.name): \(Plural.counted(context.tokens?.tokens.count ?? 0, "design token")), "
            + "\(Plural.counted(components, "component")) and \(Plural.counted(snapshot.docs.pages.count, "docs page")), served by Swatchbook."
    }

    /// The guide's sections, for the home page's twin: their titles and twins.
    static func sections(of snapshot: Snapshot) -> [(title: String, url: String)] {
        var sections = [("Tokens", "/tokens.md"), ("Components", "/components.md"), ("Docs", "/docs.md")]
        if snapshot.releases.newest != nil { sections.append(("What changed", "/changes.md")) }
        return sections
    }

    /// Every section and its links, in the order written: the twins `/llms-full.txt` joins.
    static func links(_ context: GuideContext) -> [(section: String, links: [Link])] {
        let snapshot = context.snapshot
        var tokens = [Link(title: "Tokens", url: "/tokens.md", notes: "every token group, with counts and types")]
        if let set = context.tokens {
            tokens += TokenGroupOutline(set: set).topLevel.map { group in
                Link(title: group.path.description, url: MarkdownTwins.path(of: GuideLinks.tokens(group.path)),
                     notes: Plural.counted(group.tokens.count, "token") + " (" + group.types.map(\.rawValue).joined(separator: ", ") + ")"
                        + (group.description.map { ": " + $0 } ?? ""))
            }
        }
        let config = snapshot.components.config
        var components = [Link(title: "Components", url: "/components.md", notes: "every component with its styles, sizes and states")]
        components += config.everyComponent.map { entry in
            Link(title: entry.about.title, url: MarkdownTwins.path(of: GuideLinks.component(entry.about.name)), notes: entry.about.summary)
        }
        let docs = [Link(title: "Docs", url: "/docs.md", notes: "every docs page by section")]
            + snapshot.docs.groups.flatMap(\.pages).map(link)
        var sections: [(section: String, links: [Link])] = [("Tokens", tokens), ("Components", components), ("Docs", docs)]
        if snapshot.releases.newest != nil {
            sections.append(("Changes", [Link(title: "What changed", url: "/changes.md", notes: "token changes from the newest release to the current tokens")]))
        }
        sections.append(("Optional", DocsLibrary.ordered(snapshot.docs.manual).map(link)))
        return sections
    }

    private static func link(_ page: DocsLibrary.Page) -> Link {
        Link(title: page.title, url: MarkdownTwins.path(of: GuideLinks.doc(page.path)), notes: page.summary)
    }

    /// The whole of `/llms.txt` for `context` (the default contexts).
    static func text(_ context: GuideContext) -> String {
        let snapshot = context.snapshot
        var lines = ["# " + MarkdownText.escaped(snapshot.settings.name), "", "> " + MarkdownText.escaped(summary(context)), ""]
        lines.append("Each link is the markdown twin of a page of this design system's guide; the page itself is at the same URL "
            + "without `.md`. Token values are in \(MarkdownText.escaped(String(describing: context.permutation))); add a modifier's parameter "
            + "to a twin's URL for another context (`?theme=dark`). `\(LlmsFull.path)` holds every twin in one file.")
        for (section, links) in links(context) {
            lines += ["", "## " + section, ""]
            lines += links.map { link in
                let notes = MarkdownText.escaped(String(link.notes.prefix(300)))
                return "- " + MarkdownText.link(link.title, link.url) + (notes.isEmpty ? "" : ": " + notes)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import DesignSystem
import Testing
@testable import StyleGuide

/// A page at `path` with the given front matter lines (none: no front matter) and a heading.
private func file(_ path: String, _ lines: String..., heading: String? = nil) -> DocsLibrary.File {
    let frontMatter = lines.isEmpty ? "" : "---\n" + lines.joined(separator: "\n") + "\n---\n"
    return (path: path, file: "docs/\(path).md", markdown: frontMatter + "# \(heading ?? path)\n\nText.\n")
}

/// How the sidebar and the index group and order pages: by the front matter's `section` and
/// `order`, then title; Guides first, Components last.
@Suite("Docs: groups and order")
struct DocsGroupTests {
    @Test("groups and their pages come in reading order", arguments: [
        (
            "no front matter: guides by title under Guides, components by title under Components",
            [file("zeta", heading: "Alpha guide"), file("beta"), file("components/toggle"), file("components/button", heading: "Button")],
            ["Guides: zeta, beta", "Components: components/button, components/toggle"]
        ),
        (
            "sections in the order of their lowest order; Guides first and Components last whatever their orders",
            [file("a", "order: 50"), file("b", "section: Later", "order: 20"), file("c", "section: Sooner", "order: 5"),
             file("d", "section: Later", "order: 1"), file("components/card", "order: 0")],
            ["Guides: a", "Later: d, b", "Sooner: c", "Components: components/card"]
        ),
        (
            "sections tied on order go by name; sections without any order come after those with one",
            [file("a", "section: Beta", "order: 1"), file("b", "section: alpha", "order: 1"), file("c", "section: Aardvark"),
             file("d", "section: Zulu", "order: 9")],
            ["alpha: b", "Beta: a", "Zulu: d", "Aardvark: c"]
        ),
        (
            "within a group: order, pages without one last, then title",
            [file("x", "section: S", heading: "Xylophone"), file("y", "section: S", "order: 2"), file("z", "section: S", "order: -1"),
             file("w", "section: S", "title: Apple"), file("v", "section: S", "order: 2", "title: Aardvark")],
            ["S: z, v, y, w, x"]
        ),
        (
            "component pages are ordered by their order too, then title",
            [file("components/row", "order: 1"), file("components/avatar"), file("components/badge", "order: 2")],
            ["Components: components/row, components/badge, components/avatar"]
        ),
        (
            "a guide in a section named Guides is with the pages that name none",
            [file("a", "section: Guides", "order: 2"), file("b", "order: 1"), file("c", "section: Other")],
            ["Guides: b, a", "Other: c"]
        ),
    ] as [(String, [DocsLibrary.File], [String])])
    func order(name: String, files: [DocsLibrary.File], expected: [String]) {
        let (library, problems) = DocsLibrary.render(files, strictness: .strict)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        let groups = library.groups.map { "\($0.title): " + $0.pages.map(\.path).joined(separator: ", ") }
        #expect(groups == expected, "\(name)")
        #expect(DocsNav.ordered(library.pages).map(\.path) == library.groups.flatMap(\.pages).map(\.path))
    }

    @Test("the sidebar lists each group under its heading, in reading order, the current page marked")
    func sidebar() {
        let (library, _) = DocsLibrary.render([
            file("intro", "title: Welcome", "section: Basics", "order: 1"),
            file("guides/spacing", "title: Spacing", "section: Basics", "order: 2"),
            file("faq", "title: Questions"),
            file("components/button", heading: "Button"),
        ], strictness: .strict)
        let html = HTMLRenderer.render(DocsNav.node(library, current: "guides/spacing"))
        let headings = html.matches(of: /<p class="sidebar__heading">([^<]*)<\/p>/).map { String($0.output.1) }
        #expect(headings == ["Guides", "Basics", "Components"])
        let links = html.matches(of: /<a href="(\/docs\/[^"]*)"/).map { String($0.output.1) }
        #expect(links == ["/docs/faq", "/docs/intro", "/docs/guides/spacing", "/docs/components/button"])
        #expect(html.contains(#"<li class="is-current"><a href="/docs/guides/spacing" aria-current="page">Spacing</a></li>"#))
        #expect(html.components(separatedBy: "aria-current").count == 2)
    }
}

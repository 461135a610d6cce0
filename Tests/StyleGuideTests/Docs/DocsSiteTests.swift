import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The docs served over HTTP like a docs site: titles and descriptions from front matter, the
/// sidebar and the index grouped and ordered, relative links that lead to pages, void elements
/// that leave the page intact, and mistakes reported at load with file, line and rule.
@Suite("Docs served as a docs site", .serialized, .integration)
struct DocsSiteTests {
    /// The `/docs/...` links inside the page's `<article>`, in order.
    private func articleLinks(_ html: String) throws -> [String] {
        let article = try #require(html.firstRange(of: "<article")).lowerBound
        let end = try #require(html[article...].firstRange(of: "</article>")).upperBound
        return startTags(in: String(html[article..<end])).filter { $0.name == "a" }.compactMap { $0["href"] }
            .filter { $0.hasPrefix("/docs/") }.map(unescaped)
    }

    /// Follows each link: the page answers 200, and holds the element its fragment names.
    private func follow(_ links: [String], on server: Server) throws {
        for link in links {
            let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
            let target = try page(server, parts[0])
            if parts.count == 2 { #expect(target.contains(" id=\"\(parts[1])\""), "\(link): no element with that id") }
        }
    }

    @Test("the Acme pages: front matter titles and descriptions, the <hr> and what follows it, links that lead to pages")
    func acme() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let intro = try page(server, "/docs/intro")
            #expect(intro.contains("<title>Welcome to Acme · Acme</title>"))
            #expect(intro.contains(#"<meta name="description" content="Where to start with Acme&#39;s design system.">"#))
            #expect(intro.contains(#"Acme has two colour modes and two densities.<hr>Read <a href="/docs/guides/spacing">the spacing guide</a> next."#),
                    "\(intro)")
            #expect(!intro.contains("spacing.md"))
            let introLinks = try articleLinks(intro)
            #expect(introLinks == ["/docs/guides/spacing"])
            try follow(introLinks, on: server)

            let spacing = try page(server, "/docs/guides/spacing")
            #expect(spacing.contains(#"<meta name="description" content="How Acme spaces things out.">"#))
            let spacingLinks = try articleLinks(spacing)
            #expect(spacingLinks == ["/docs/intro#welcome"])
            try follow(spacingLinks, on: server)

            let index = try page(server, "/docs")
            #expect(index.contains(#"<h2 id="docs-basics-title">Basics</h2>"#))
            #expect(index.contains("Where to start with Acme&#39;s design system."), "the description is the card's text")
            #expect(!index.contains("<meta name=\"description\""), "a page without a description has none")
        }
    }

    @Test("the bundled guide's relative links all lead to pages, fragments included")
    func bundledLinks() throws {
        try withGuide { server, _ in
            let started = try page(server, "/docs/getting-started")
            let links = try articleLinks(started)
            #expect(links.contains("/docs/tokens-and-themes") && links.contains("/docs/accessibility#contrast"), "\(links)")
            try follow(links, on: server)
        }
    }

    /// A Config whose docs have sections, orders and descriptions, and pages without any.
    private func sectionedConfig() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Docs site"}"#)
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/guides", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/components", withIntermediateDirectories: true)
        try config.writeFile("docs/faq.md", "# Questions\n\nAsk us anything about the system.\n")
        try config.writeFile("docs/intro.md", "---\ntitle: Welcome\ndescription: Start here.\nsection: Basics\norder: 1\n---\n# Intro\n\nRead [spacing](guides/spacing.md).\n")
        try config.writeFile("docs/guides/spacing.md", "---\ntitle: Spacing\nsection: Basics\norder: 2\n---\nSpace things.\n")
        try config.writeFile("docs/guides/motion.md", "---\nsection: Foundations\norder: 10\ndescription: Moving things.\n---\n# Motion\n")
        try config.writeFile("docs/guides/colour.md", "---\nsection: Foundations\norder: 5\n---\n# Colour\n")
        try config.writeFile("docs/components/avatar.md", "# Avatar\n\nRound.\n")
        return config
    }

    @Test("the sidebar and the index group pages by section, sections by their lowest order, pages by order; descriptions summarise")
    func sidebarAndIndex() throws {
        let config = try sectionedConfig()
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let doc = try page(server, "/docs/guides/spacing")
            let sidebar = doc[try #require(doc.firstRange(of: #"<nav class="sidebar""#)).lowerBound...]
            let nav = String(sidebar[..<(try #require(sidebar.firstRange(of: "</nav>")).lowerBound)])
            #expect(nav.matches(of: /sidebar__heading">([^<]*)</).map { String($0.output.1) } == ["Guides", "Basics", "Foundations", "Components", "Swatchbook manual"], "the manual comes last, under its own heading")
            #expect(nav.matches(of: /<a href="(\/docs\/[^"]*)"/).map { String($0.output.1) }
                    == ["/docs/faq", "/docs/intro", "/docs/guides/spacing", "/docs/guides/colour", "/docs/guides/motion", "/docs/components/avatar",
                        "/docs/swatchbook/index"])
            #expect(nav.contains(#"<a href="/docs/guides/spacing" aria-current="page">Spacing</a>"#))

            let index = try page(server, "/docs")
            #expect(index.matches(of: /<h2 id="[^"]*">([^<]*)<\/h2>/).map { String($0.output.1) }
                    == ["Guides", "Basics", "Foundations", "Component guidelines", "Swatchbook manual"])
            #expect(index.matches(of: /class="card__link">([^<]*)</).map { String($0.output.1) } == ["Questions", "Welcome", "Spacing", "Colour", "Motion"])
            #expect(index.matches(of: /<p class="card__text">([^<]*)<\/p>/).map { String($0.output.1) }
                    == ["Ask us anything about the system.", "Start here.", "Space things.", "", "Moving things."])

            let intro = try page(server, "/docs/intro"), faq = try page(server, "/docs/faq")
            #expect(intro.contains(#"<meta name="description" content="Start here.">"#))
            #expect(!faq.contains(#"<meta name="description""#))
            let glimpse = try page(server, "/").matches(of: /<li><a href="(\/docs\/[^"]*)">/).map { String($0.output.1) }
            #expect(glimpse == ["/docs/faq", "/docs/intro", "/docs/guides/spacing", "/docs/guides/colour"], "the front page shows the first four in reading order")
            let search = try page(server, "/search?q=moving")
            #expect(search.contains("Moving things."), "search finds and shows the description")
        }
    }

    @Test("a link to a missing page is a warning at load, even when strict; the page serves with the link's text")
    func brokenLink() throws {
        let config = try sectionedConfig()
        defer { config.remove() }
        try config.writeFile("docs/faq.md", "# Questions\n\nSee [the guide](guide.md).\n")
        let loaded = try ConfigLoader(directory: config.directory).load(strictness: .strict, publicFolder: .absent).get()
        #expect(loaded.warnings.map(\.description) == [
            "\(config.directory)/docs/faq.md:3: warning: the link to 'guide.md' leads to docs/guide.md, which is not a page; "
                + "it is shown as text, without a link [broken-link]",
        ])
        try withSite(config: config.directory) { server, _ in
            let faq = try page(server, "/docs/faq")
            #expect(faq.contains("<p>See the guide.</p>"))
        }
    }

    @Test("bad front matter: a bad order fails the load in every mode; an unknown key is kept as metadata with a warning in both", arguments: [
        Strictness.strict, .tolerant,
    ])
    func badFrontMatter(strictness: Strictness) throws {
        let config = try sectionedConfig()
        defer { config.remove() }
        try config.writeFile("docs/faq.md", "---\nauthor: Ada\n---\n# Questions\n")
        let unknown = "\(config.directory)/docs/faq.md:2: warning: at /author: unknown front matter key 'author': kept as page metadata"
        let loaded = try ConfigLoader(directory: config.directory).load(strictness: strictness, publicFolder: .absent).get()
        #expect(loaded.warnings.map(\.description).contains { $0.hasPrefix(unknown) && $0.hasSuffix("[unknown-member]") })
        try withSite(config: config.directory, strictness: strictness) { server, _ in
            let faq = try page(server, "/docs/faq")
            #expect(faq.contains("<title>Questions · Docs site</title>"))
            #expect(!faq.contains("Ada"), "metadata is kept, not shown")
        }

        try config.writeFile("docs/faq.md", "---\ntitle: Questions\norder: soon\n---\n# Questions\n")
        let result = ConfigLoader(directory: config.directory).load(strictness: strictness, publicFolder: .absent)
        guard case .failure(let problems) = result else {
            Issue.record("an order that is not a whole number must fail the load")
            return
        }
        #expect(problems.errors.map(\.description) == [
            "\(config.directory)/docs/faq.md:3: error: at /order: 'order' must be a whole number such as 1 or 20, found 'soon' [wrong-type]",
        ])
    }

    @Test("swatchbook check names the file, line and rule of bad front matter, and exits 1")
    func check() throws {
        let config = try sectionedConfig()
        defer { config.remove() }
        try config.writeFile("docs/guides/motion.md", "---\nsection: Foundations\nsection Basics\n---\n# Motion\n")
        let run = try SwatchbookProcess(["check", config.directory])
        #expect(run.waitForExit() == 1)
        #expect(run.standardError.contains("\(config.directory)/docs/guides/motion.md:3: error: a front matter line is 'key: value', found 'section Basics' [front-matter-syntax]"),
                "\(run.standardError)")
    }
}

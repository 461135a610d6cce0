import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Only what a team wrote is asked of it: a Config that styles one built-in component with
/// styles of its own names loads without a warning, and the guide and the API show that
/// component alone, with the descriptions the team wrote.
@Suite("A team's own Config: only what it wrote", .integration)
struct TeamConfigTests {
    @Test("a Config styling one component, with styles named as the team likes, loads strictly with no warning")
    func noWarnings() throws {
        let config = try ConfigLoader(directory: RepositoryPaths.acme).load(strictness: .strict, publicFolder: .absent).get()
        #expect(config.warnings.isEmpty, "\(config.warnings.map(\.description))")
        #expect(config.components.catalog.map(\.about.name) == ["button"])
    }

    @Test("the components index, its page and the API list what the Config styles first, then the other built-ins, not styled yet")
    func onlyStyled() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let index = try page(server, "/components")
            #expect(index.contains("1 component, each"))
            #expect(index.contains("href=\"/components/button\""))
            let notStyled = try #require(index.range(of: "id=\"not-styled\""))
            #expect(index[notStyled.lowerBound...].contains("href=\"/components/avatar\""), "avatar is listed after, not styled yet")
            let catalog = try JSONParser.parse(fetch(server, "/api/components").body)
            let components = try #require(catalog["components"]?.arrayValue)
            #expect(components.first?["name"]?.stringValue == "button")
            #expect(components.filter { $0["styled"]?.boolValue == true }.compactMap { $0["name"]?.stringValue } == ["button"])
            #expect(try fetch(server, "/components/avatar").status == 200)
            #expect(try fetch(server, "/api/components/avatar").status == 200)
            let preview = try fetch(server, "/preview/avatar")
            #expect(preview.status == 404)
            #expect(preview.text.contains("components: button"), "\(preview.text.prefix(300))")
            let home = try page(server, "/")
            #expect(home.contains("class=\"stat__value\">1</span><span class=\"stat__label\">component</span>"))
        }
    }

    @Test("a built-in component the Config only documents is listed too, without previews")
    func documentedOnly() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Docs only"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/components", withIntermediateDirectories: true)
        try config.writeFile("docs/components/avatar.md", "# Avatar\n\nOur avatars are round.")
        try withSite(config: config.directory) { server, _ in
            #expect(try page(server, "/components").contains("href=\"/components/avatar\""))
            let avatar = try page(server, "/components/avatar")
            #expect(avatar.contains("There are no previews"))
            #expect(avatar.contains("Our avatars are round."))
            #expect(try fetch(server, "/components/button").status == 200, "a built-in it does not use has a page too")
        }
    }

    @Test("a Config with no styles says how to add a component, naming the built-in ones")
    func noComponents() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Tokens only"}"#)
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let html = try page(server, "/components")
            #expect(html.contains("There are no components yet."))
            #expect(html.contains("styles/button.json"))
            #expect(html.contains(ComponentCatalog.builtIn.map(\.about.name.rawValue).joined(separator: ", ")))
        }
    }

    @Test("the styles file's description and each style's appear on the component's pages")
    func descriptions() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let html = try page(server, "/components/button")
            #expect(html.contains("<p class=\"lead\">Acme buttons: one solid, one quiet.</p>"))
            #expect(html.contains("quiet</a>: Everything else: text on the canvas."))
            #expect(html.contains("primary</a>: The one action a screen is for."))
            let quiet = try page(server, "/components/button?style=quiet")
            #expect(quiet.contains("its value in this theme. Everything else: text on the canvas."))
            #expect(try page(server, "/components").contains("Acme buttons: one solid, one quiet."))
        }
    }

    @Test("the front page speaks of the team's tokens and docs, not of the bundled system's")
    func homeText() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let html = try page(server, "/")
            #expect(html.contains("Every colour, dimension and typography token, with its value in every context"))
            #expect(html.contains("2 pages of guides and guidelines, written by the team."))
            #expect(!html.contains("accessibility and contributing"))
        }
    }
}

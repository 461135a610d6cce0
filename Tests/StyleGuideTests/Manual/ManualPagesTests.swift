import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Swatchbook's manual as every Config serves it: its pages render without a problem, every link
/// between them and every `#anchor` leads to a page and a heading that exist, and it is served,
/// searchable and exported apart from the team's own docs.
@Suite("The manual, served", .integration)
struct ManualPagesTests {
    /// The manual rendered as a Config with no docs of its own renders it.
    static func library() throws -> (DocsLibrary, [Diagnostic]) {
        let files: [DocsLibrary.File] = try ManualText.pages().map { page in
            (ConfigLoader.manualFolder + String(page.name.dropLast(".md".count)), "(Swatchbook's manual) " + page.name, page.text)
        }
        return DocsLibrary.render([], manual: files, strictness: .strict)
    }

    @Test func everyPageRendersWithoutAProblemEvenWhenStrict() throws {
        let (library, problems) = try Self.library()
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(library.manual.count == (try ManualText.pages().count))
        #expect(library.pages.isEmpty, "no page of the manual is the team's")
        #expect(library.manualContents != nil, "manual/index.md is the manual's contents")
    }

    /// The paths a load links against are those of the manual's files, in the same order (issue 31: found without decoding them).
    @Test func thePathsALoadUsesAreThoseOfTheFiles() {
        #expect(ManualPages.paths == ManualPages.files.map(\.path))
        #expect(ManualPages.paths.contains(DocsLibrary.manualContentsPath))
    }

    @Test func everyLinkAndAnchorLeadsToAPageAndAHeading() throws {
        let (library, _) = try Self.library()
        var broken: [String] = []
        for page in library.manual {
            for match in page.html.matches(of: /href="([^"]*)"/) {
                let href = String(match.output.1)
                let (target, fragment): (String, String?) = {
                    let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : nil)
                }()
                let linked: DocsLibrary.Page?
                if target.isEmpty {
                    linked = page
                } else if target.hasPrefix("/docs/") {
                    linked = library.page(at: String(target.dropFirst("/docs/".count)))
                    if linked == nil { broken.append("\(page.path): \(href) leads to no page") }
                } else {
                    #expect(target.hasPrefix("https://") || target.hasPrefix("/") || target.hasPrefix("mailto:"),
                            "\(page.path): \(href) is neither a page of the manual nor a URL")
                    continue
                }
                if let fragment, let linked, !linked.html.contains("id=\"\(fragment)\"") {
                    broken.append("\(page.path): \(href) names no heading of \(linked.path)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test func theManualIsListedApartFromTheTeamsDocsAndFoundBySearch() throws {
        try withSite(config: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder)) { server, _ in
            let docs = try fetch(server, "/docs").text
            let manualHeading = try #require(docs.range(of: "id=\"swatchbook-manual-title\""), "the docs index has a Swatchbook manual section")
            let firstManualLink = try #require(docs.range(of: "href=\"/docs/swatchbook/"))
            #expect(firstManualLink.lowerBound > manualHeading.lowerBound, "the manual's pages are listed only under its own heading")
            let teamPage = try fetch(server, "/docs/getting-started").text
            #expect(teamPage.contains("Swatchbook manual") && teamPage.contains("href=\"/docs/swatchbook/index\""))
            #expect(!teamPage.contains("href=\"/docs/swatchbook/limits\""), "a team's page links the manual's contents, not every page")
            let limits = try fetch(server, "/docs/swatchbook/limits")
            #expect(limits.status == 200)
            #expect(limits.text.contains("Part of Swatchbook&#39;s manual") || limits.text.contains("Part of Swatchbook's manual"))
            #expect(limits.text.contains("href=\"/docs/swatchbook/configuration\""), "a manual page lists the manual's pages in its sidebar")
            #expect(!limits.text.contains("href=\"/docs/getting-started\""), "and not the team's")
            #expect(try fetch(server, "/docs/swatchbook").status == 200, "/docs/swatchbook is the manual's contents")
            let search = try fetch(server, "/search?q=connectionsPerAddress").text
            #expect(search.contains("search-result--manual") && search.contains("/docs/swatchbook/limits"), "\(search.prefix(2000))")
            let home = try fetch(server, "/").text
            #expect(!home.contains("/docs/swatchbook/"), "the front page counts and lists only the team's docs")
        }
    }

    @Test func aConfigsOwnPageOfAManualPathReplacesIt() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Own"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/swatchbook", withIntermediateDirectories: true)
        try config.writeFile("docs/swatchbook/limits.md", "# Our limits\n\nWe keep them low.\n")
        try withSite(config: config.directory) { server, _ in
            let page = try fetch(server, "/docs/swatchbook/limits").text
            #expect(page.contains("We keep them low.") && page.contains("docs/swatchbook/limits.md"))
            #expect(try fetch(server, "/docs/swatchbook/configuration").status == 200)
        }
    }

    @Test func theStaticExportHoldsEveryPageOfTheManual() throws {
        let (config, publicFolder) = try StaticExportTests.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let export = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder))
        defer { export.remove() }
        let paths = Set(export.files.map(\.path))
        for page in try ManualText.pages() {
            let path = "docs/swatchbook/" + page.name.dropLast(".md".count) + "/index.html"
            #expect(paths.contains(path), "the export lacks \(path)")
        }
        let index = String(decoding: export.file("search/index.json") ?? [], as: UTF8.self)
        #expect(index.contains("\"manual\"") && index.contains("Swatchbook manual"))
    }
}

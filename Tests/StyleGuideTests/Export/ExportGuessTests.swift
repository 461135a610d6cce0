import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Links to pages not rendered yet are written as guesses and checked once every page is known:
/// a wrong guess (a page that fails, a file of another type) is written again, so the export is
/// the same as if every link had been known.
@Suite(.serialized, .integration) struct ExportGuessTests {
    @Test func linksGuessedWrongAreWrittenAgainAsIfEveryPageHadBeenKnown() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Guesses"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/notes.md", "---\ntitle: Notes\n---\n# Notes\n\n"
            + "[missing](/components/missing), [scss](/api/tokens?format=scss), [every theme](/api/tokens?format=css&theme=*), "
            + "[a token](/api/tokens/color.ink) and [the tokens](/tokens).\n")
        for workers in [1, 3] {
            let export = try WrittenExport(config: config.directory, workers: workers)
            defer { export.remove() }
            let page = String(decoding: try #require(export.file("docs/notes/index.html")), as: UTF8.self)
            #expect(page.contains(#"href="/components/missing""#), "a link to a page that failed is kept")
            #expect(page.contains(#"href="/api/tokens/format=scss.scss""#))
            #expect(page.contains(#"href="/tokens/""#))
            #expect(export.site.brokenLinks.contains { $0.contains("/components/missing") })
            #expect(export.site.pagesWrittenAgain >= 1, "the notes page, whose link to a missing page was guessed")
            for link in [#"href="/api/tokens/format=css&amp;theme=%252A."#, #"href="/api/tokens/color.ink.json""#] {
                #expect(page.contains(link), "\(link)")
            }
            let entries = try #require(export.manifestJSON["files"] as? [[String: Any]])
            for (entry, file) in zip(entries, export.files) {
                #expect(entry["sha256"] as? String == SHA256.hex(file.bytes) && entry["bytes"] as? Int == file.bytes.count, "\(file.path)")
            }
            #expect(export.brokenLinks(basePath: "/").filter { !$0.contains("/components/missing") }.isEmpty)
        }
    }
}

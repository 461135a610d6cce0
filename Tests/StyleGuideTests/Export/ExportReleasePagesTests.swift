import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// A release diff longer than a page is exported whole: every page of `/changes` (found by
/// following its pager) and of `/api/tokens/diff` (listed among the starting pages) gets a file,
/// with its swatch stylesheet, and the pager's links lead to the files of their pages.
@Suite(.serialized, .integration) struct ExportReleasePagesTests {
    static let pages = (ChangePagesTests.rows + ReleaseLibrary.pageSize - 1) / ReleaseLibrary.pageSize

    @Test func theCensusCountsEveryPageOfTheDiffAmongTheAPIsAnswers() throws {
        let config = try ChangePagesTests.config()
        defer { config.remove() }
        let seeds = ExportSeeds(snapshot: try SnapshotLoader.load(configDirectory: config.directory, publicFolder: .absent).get(),
                                publicDirectory: nil, previews: .linked)
        let links = seeds.links()
        #expect(seeds.census.total == links.count)
        let diffPages = links.filter { $0.link.path == "/api/tokens/diff" }.map { $0.link.query[PageSlice.parameter] ?? "1" }
        let expectedPages: [String] = (1...Self.pages).map { (page: Int) -> String in String(page) }
        #expect(diffPages == expectedPages)
    }

    @Test func everyPageOfALongDiffIsExportedAndItsPagerLeadsToTheNextPagesFile() throws {
        #expect(Self.pages > 2, "the diff spans more than two pages")
        let config = try ChangePagesTests.config()
        defer { config.remove() }
        let export = try WrittenExport(config: config.directory, basePath: "/design/")
        defer { export.remove() }
        #expect(export.site.brokenLinks.isEmpty, "\(export.site.brokenLinks.prefix(5))")
        let broken = export.brokenLinks(basePath: "/design/")
        #expect(broken.isEmpty, "\(broken.prefix(5))")

        // The guide's copy on the default choices: each page once at least, found from page 1 by its pager.
        let guide = export.files.filter { $0.path.hasPrefix("changes/") && $0.path.hasSuffix("/index.html") || $0.path == "changes/index.html" }
            .map { (path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) }
        var path = "changes/index.html", visited: [Int] = []
        while let page = guide.first(where: { $0.path == path }) {
            let number = try #require(page.text.firstMatch(of: /page (\d+) of (\d+)/).map { Int($0.1)! })
            #expect(page.text.contains("page \(number) of \(Self.pages)"))
            visited.append(number)
            #expect(!page.text.contains(#"href="/changes?"#), "a link left as the server's in \(path)")
            guard let next = page.text.firstMatch(of: /href="([^"]*)" rel="next"/).map({ String($0.1) }) else { break }
            let target = next.replacingOccurrences(of: "&amp;", with: "&").dropFirst("/design/".count).removingPercentEncoding ?? ""
            path = target.hasSuffix("/") ? target + "index.html" : target
        }
        #expect(visited == Array(1...Self.pages), "the pager leads from page 1 through every page's file")
        let stylesheets = export.files.filter { $0.path.hasPrefix("changes/swatches/") && $0.path.hasSuffix(".css") }
        #expect(stylesheets.count >= Self.pages, "\(stylesheets.map(\.path))")

        // The API's pages: one file each, together every page.
        let answers = try export.files.filter { $0.path.hasPrefix("api/tokens/diff/") }.map { file in
            try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
        }
        #expect(answers.compactMap { $0["page"] as? Int }.sorted() == Array(1...Self.pages))
        #expect(answers.allSatisfy { $0["pages"] as? Int == Self.pages })
    }
}

import DesignSystem
import Foundation
import Testing
@testable import StyleGuide

/// Start-up renders each docs page as a piece of work of its own, on whichever core the tokens and
/// the styles leave free, and leaves what a page's HTML gives (its text, summary and embedded form)
/// to its first use; a page's problems still decide the load, as when the pages rendered together.
@Suite("Start-up renders docs pages on every core, and their text on first use")
struct StartupDocsPagesTests {
    @Test("two pieces of work and a mapping run in parallel give every result, the mapping's in order", arguments: [0, 1, 2, 100])
    func mappingInParallel(count: Int) {
        let (a, b, mapped) = inParallel({ "first" }, { (1...1000).reduce(0, +) }, mapping: Array(0..<count)) { $0 * 2 }
        #expect(a == "first")
        #expect(b == 500_500)
        #expect(mapped == Array(0..<count).map { $0 * 2 })
    }

    @Test("a page's error refuses the load naming its file and line, and pages' problems keep the files' order")
    func pageErrorsRefuseTheLoad() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Docs"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        // Twelve pages, so that they render on several threads (on up to twelve cores): the first and the last are wrong.
        for index in 0..<12 {
            let order = index == 0 || index == 11 ? "one" : "\(index)"
            try config.writeFile("docs/page-\(String(format: "%02d", index)).md", "---\norder: \(order)\n---\n# Page \(index)\n\nText.\n")
        }
        let refused = try #require(SnapshotLoader.load(configDirectory: config.directory, strictness: .tolerant).failure)
        let wrong = refused.errors.filter { "\($0)".contains("'order' must be a whole number") }
        #expect(wrong.map { String($0.file.split(separator: "/").last ?? "") } == ["page-00.md", "page-11.md"], "\(refused)")
        #expect(wrong.allSatisfy { $0.line == 2 })
    }

    @Test("a page's warning (a link to no page) is among a good load's warnings, and the docs phase is timed once")
    func pageWarningsReachTheSnapshot() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Docs"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/guide.md", "# Guide\n\n[Gone](missing.md)\n")
        for index in 0..<5 { try config.writeFile("docs/more-\(index).md", "# More \(index)\n\nText.\n") }
        let timings = LoadTimings()
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory, strictness: .tolerant, timings: timings).get()
        #expect(snapshot.warnings.contains { $0.file.hasSuffix("docs/guide.md") && $0.rule == .brokenLink && $0.line == 3 }, "\(snapshot.warnings)")
        #expect(timings.phases.filter { $0.phase == "docs" }.count == 1, "\(timings.summary)")
    }

    @Test("a page without a description has its summary made from its text on first use")
    func summaryOnFirstUse() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Docs"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/guide.md", "# Guide\n\nShort opening.\n")
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory, strictness: .strict).get()
        let page = try #require(snapshot.docs.guides.first { $0.path == "guide" })
        #expect(page.frontMatter.description == nil && page.derived.summary.madeValue == nil)
        let summary: String = page.summary
        #expect(summary == "Short opening.")
        #expect(page.derived.summary.madeValue == "Short opening.")
    }

    @Test("a Config without docs has its docs phase timed once")
    func noDocsTimedOnce() throws {
        let config = try TemporaryConfig(settings: #"{"name": "No docs"}"#)
        defer { config.remove() }
        let timings = LoadTimings()
        _ = try SnapshotLoader.load(configDirectory: config.directory, strictness: .strict, timings: timings).get()
        #expect(timings.phases.filter { $0.phase == "docs" }.count == 1, "\(timings.summary)")
    }

    @Test("a page's text, summary and embedded form are made on first use, once, as they were at load")
    func pageTextOnFirstUse() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let page = try #require(snapshot.docs.page(for: ComponentName("button")))
        #expect(page.derived.text.madeValue == nil && page.derived.summary.madeValue == nil && page.derived.embedded.madeValue == nil)
        let text: String = page.text
        #expect(!text.isEmpty && text == HTMLSanitizer.plainText(page.html))
        #expect(page.derived.text.madeValue == text)
        let summary: String = page.summary
        let expected: String = page.frontMatter.description ?? DocsLibrary.excerpt(of: text, after: page.heading ?? page.title)
        #expect(summary == expected)
        let embedded: String = page.embeddedHTML
        #expect(embedded == ComponentGuidelines.withoutTitle(page.html))
        #expect(page.derived.embedded.madeValue == embedded)
        let guide = try #require(snapshot.docs.guides.first)
        #expect(guide.embeddedHTML.isEmpty, "only a component's page is embedded")
    }
}

import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The pieces under the guide's pages: docs, sanitizing, search, the reader's theme, watching files.
@Suite("Guide groundwork", .integration)
struct GuideGroundworkTests {
    @Test("markdown pages: title from the first heading, ids on headings, sections for a table of contents")
    func docs() throws {
        let library = DocsLibrary.render([
            (path: "getting-started", file: "docs/getting-started.md", markdown: "# Getting started\n\nRun `make run`.\n\n## Install\n\nText.\n\n## Install\n\nAgain.\n\n### Détails & more\n"),
            (path: "components/button", file: "docs/components/button.md", markdown: "Buttons start actions."),
        ], strictness: .strict).library
        let page = try #require(library.page(at: "getting-started"))
        #expect(page.title == "Getting started")
        #expect(page.html.contains(#"<h2 id="install">Install</h2>"#))
        #expect(page.html.contains(#"<h2 id="install-2">Install</h2>"#))
        #expect(page.html.contains(#"<h3 id="détails-more">"#))
        #expect(page.sections.map(\.id) == ["install", "install-2"])
        #expect(page.text.hasPrefix("Getting started Run make run."))
        #expect(library.page(for: "button")?.title == "button", "no heading: the file name")
        #expect(library.guides.map(\.path) == ["getting-started"])
    }

    @Test("raw HTML in markdown loses scripts, handlers, inline styles and script URLs", arguments: [
        ("<script>alert(1)</script>ok", "ok"),
        ("<SCRIPT src=x></SCRIPT>ok", "ok"),
        (#"<img src="a.png" onerror="alert(1)">"#, #"<img src="a.png">"#),
        (#"<a href="javascript:alert(1)">x</a>"#, "<a>x</a>"),
        (#"<a href=' JaVaScRiPt:alert(1)'>x</a>"#, "<a>x</a>"),
        (#"<a href="data:text/html,<b>x</b>">x</a>"#, "<a>x</a>"),
        (#"<img src="data:image/png;base64,AAAA">"#, #"<img src="data:image/png;base64,AAAA">"#),
        (#"<p style="color:red">x</p>"#, "<p>x</p>"),
        ("<iframe src=/x></iframe><object data=x></object>ok", "ok"),
        ("<style>body{}</style>ok", "ok"),
        (#"<a href="/docs/x">fine</a>"#, #"<a href="/docs/x">fine</a>"#),
    ])
    func sanitize(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    @Test("plain text of HTML: tags gone, escapes decoded, whitespace collapsed")
    func plainText() {
        #expect(HTMLSanitizer.plainText("<p>A &amp; B</p>\n<p>&lt;tag&gt;  &quot;q&quot; &#39;s</p>") == "A & B <tag> \"q\" 's")
    }

    @Test("search ranks exact titles, then prefixes, then text; every word must match; accents fold")
    func search() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let index = snapshot.search
        #expect(index.search("toggle").first?.url == "/components/toggle")
        let brand = index.search("brand 500")
        #expect(brand.first?.title == "color.brand.500")
        #expect(brand.first?.url == "/tokens/color#color.brand.500")
        #expect(brand.allSatisfy { SearchIndex.key($0.title + " " + $0.detail).contains("500") || $0.kind != .token })
        #expect(index.search("   ").isEmpty)
        #expect(index.search("zzzz-nothing").isEmpty)
        #expect(index.search("TOGGLE").first?.url == "/components/toggle")
        #expect(SearchIndex.key("Café, Crème-brûlée!") == "cafe creme-brulee")
    }

    @Test("the watcher notices a changed, an added and a removed file, and only in the folder it is in")
    func watcher() throws {
        let root = NSTemporaryDirectory() + "swatchbook-watch-\(UUID().uuidString)"
        let first = root + "/a", second = root + "/b"
        for folder in [first, second] { try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "1".write(toFile: first + "/sub/x.json", atomically: true, encoding: .utf8)
        let seen = LockedList()
        let watcher = ConfigWatcher(folders: [first, second], interval: .milliseconds(50)) { seen.append($0) }
        watcher.start()
        defer { watcher.stop() }
        usleep(150_000)
        try "22".write(toFile: first + "/sub/x.json", atomically: true, encoding: .utf8)
        #expect(waitFor { seen.contains([first]) })
        try "new".write(toFile: second + "/y.md", atomically: true, encoding: .utf8)
        #expect(waitFor { seen.contains([second]) })
        seen.clear()
        try "hidden".write(toFile: second + "/.swp", atomically: true, encoding: .utf8)
        usleep(250_000)
        #expect(seen.isEmpty, "dotfiles are not watched")
        try FileManager.default.removeItem(atPath: first + "/sub/x.json")
        #expect(waitFor { seen.contains([first]) })
    }

    private func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<100 where !condition() { usleep(20_000) }
        return condition()
    }
}

/// A list of the folder lists a watcher reported, safe to fill from its queue.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [[String]] = []
    func append(_ item: [String]) { lock.lock(); items.append(item); lock.unlock() }
    func contains(_ item: [String]) -> Bool { lock.lock(); defer { lock.unlock() }; return items.contains(item) }
    var isEmpty: Bool { lock.lock(); defer { lock.unlock() }; return items.isEmpty }
    func clear() { lock.lock(); items = []; lock.unlock() }
}

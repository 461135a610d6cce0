import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// A release diff of a few thousand changes: `/changes` and `/api/tokens/diff` answer a page of
/// 500 rows at a time, each page with the whole diff's bump and counts and links to its
/// neighbours; the diff is computed once per load and each page's answer is kept.
@Suite("Release diffs in pages", .serialized, .integration)
struct ChangePagesTests {
    static let changed = 1_100, added = 150, removed = 50
    /// Rows: both themes (the release is token files, compared with each) list every change.
    static let rows = 2 * (changed + added + removed)

    /// Colours `c.n<i>` changed, `c.a<i>` added and `c.r<i>` removed since release 1.0.0 (token
    /// files), in a Config whose resolver has a light and a dark theme.
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Paged", "releases": [{"version": "1.0.0", "tokens": "releases/1.0.0.json"}]}"#)
        func colour(_ index: Int, _ green: Double) -> String {
            #"{"$value": {"colorSpace": "srgb", "components": [\#(Double(index % 97) / 97), \#(green), 0.5]}}"#
        }
        let now = (0..<changed).map { #""n\#($0)": \#(colour($0, 0.5))"# } + (0..<added).map { #""a\#($0)": \#(colour($0, 0.2))"# }
        let then = (0..<changed).map { #""n\#($0)": \#(colour($0, 0.4))"# } + (0..<removed).map { #""r\#($0)": \#(colour($0, 0.9))"# }
        let ink = #""ink": \#(colour(0, 0.1)), "paper": \#(colour(1, 1))"#
        try config.writeFile("tokens/core.tokens.json", #"{"color": {"$type": "color", \#(ink)}, "c": {"$type": "color", \#(now.joined(separator: ", "))}}"#)
        try config.writeFile("tokens/dark.tokens.json", #"{"color": {"text": {"$type": "color", "$value": "{color.ink}"}}}"#)
        try FileManager.default.createDirectory(atPath: config.directory + "/releases", withIntermediateDirectories: true)
        try config.writeFile("releases/1.0.0.json", #"{"color": {"$type": "color", \#(ink), "text": {"$value": "{color.ink}"}}, "#
            + #""c": {"$type": "color", \#(then.joined(separator: ", "))}}"#)
        return config
    }

    @Test("/changes: pages of 500 rows, the totals and the bump on every page, links between pages; past the last a 404")
    func guidePages() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let pages = (Self.rows + 499) / 500
            var shown: [String] = []
            for number in 1...pages {
                let html = try page(server, number == 1 ? "/changes" : "/changes?page=\(number)")
                let first = (number - 1) * 500 + 1, last = min(number * 500, Self.rows)
                #expect(html.contains("Rows \(first)–\(last) of \(Self.rows) · page \(number) of \(pages)"), "page \(number)")
                #expect(html.contains("Suggested version bump: <strong>major</strong>"))
                #expect(html.contains(#"<span class="change-count__value">\#(Self.changed)</span> <span class="change-count__label">Value changed</span>"#))
                #expect(html.contains(#"<span class="change-count__value">\#(Self.added)</span> <span class="change-count__label">Added</span>"#))
                #expect(html.contains(#"<span class="change-count__value">\#(Self.removed)</span> <span class="change-count__label">Removed</span>"#))
                let next = html.firstMatch(of: #/href="(/changes\?[^"]*)" rel="next"/#).map { String($0.1) }
                #expect(next?.hasPrefix("/changes?from=1.0.0&amp;to=current&amp;page=\(number + 1)") ?? (number == pages), "\(next ?? "no next")")
                #expect(html.contains(#"rel="prev""#) == (number > 1))
                #expect(stylesheetLinks(in: html).contains(GuideLinks.changesStylesheet(from: "1.0.0", to: "current", page: number)))
                for context in ["theme: light", "theme: dark"] {
                    for table in ["Value changed", "Added", "Removed"] { shown += ChangesPageTests.tokens(html, context: context, table: table).map { "\(context) \($0)" } }
                }
            }
            #expect(shown.count == Self.rows, "every row is on a page")
            #expect(Set(shown).count == shown.count, "no row is on two pages")
            for (bad, status) in [("0", 400), ("\(pages + 1)", 404), ("two", 400)] {
                #expect(try fetch(server, "/changes?page=\(bad)").status == status, "page=\(bad)")
                #expect(try fetch(server, "/changes/swatches.css?page=\(bad)").status == status, "swatches page=\(bad)")
            }
        }
    }

    @Test("/api/tokens/diff: each page a document with the whole counts and where it is; the pages together are every change")
    func apiPages() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory) { server, store in
            let first = try JSONParser.parse(try fetch(server, "/api/tokens/diff").body)
            let pages = try #require(first["pages"]?.doubleValue.map(Int.init))
            #expect(pages == (Self.rows + 499) / 500 && first["rows"]?.doubleValue == Double(Self.rows) && first["pageSize"]?.doubleValue == 500)
            var changed = 0, added = 0, removed = 0
            for number in 1...pages {
                let document = try JSONParser.parse(try fetch(server, "/api/tokens/diff?page=\(number)").body)
                #expect(document["page"]?.doubleValue == Double(number))
                #expect(document["bump"] == "major")
                #expect(document["summary"]?["valueChanged"]?.doubleValue == Double(Self.changed))
                #expect(document["summary"]?["added"]?.doubleValue == Double(Self.added))
                for context in document["contexts"]?.arrayValue ?? [] {
                    #expect(context["summary"]?["valueChanged"]?.doubleValue == Double(Self.changed), "a context's own counts are whole")
                    changed += context["valueChanged"]?.arrayValue?.count ?? 0
                    added += context["added"]?.arrayValue?.count ?? 0
                    removed += context["removed"]?.arrayValue?.count ?? 0
                }
            }
            #expect((changed, added, removed) == (2 * Self.changed, 2 * Self.added, 2 * Self.removed))
            let dark = try JSONParser.parse(try fetch(server, "/api/tokens/diff?theme=dark").body)
            #expect(dark["rows"]?.doubleValue == Double(Self.rows / 2) && dark["contexts"]?.arrayValue?.count == 1)
            let past = try fetch(server, "/api/tokens/diff?page=\(pages + 1)")
            #expect(past.status == 404)
            #expect(try JSONParser.parse(past.body)["error"]?["message"]?.stringValue == "there is no page \(pages + 1): the list has \(pages) pages")
            #expect(store.current.releases.responses[ReleaseLibrary.DiffKey(from: "1.0.0", to: "current", page: 2)] != nil)
        }
    }

    @Test("the diff is computed once per load, however many pages and requests ask, and each answer is kept")
    func cachedOnce() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory) { server, store in
            let library = store.current.releases
            let etag = try #require(try fetch(server, "/api/tokens/diff?page=3").header("ETag"))
            let pages = try library.pages(ReleaseLibrary.DiffKey(from: "1.0.0", to: "current"))
            #expect(try fetch(server, "/api/tokens/diff?page=3", headers: [("If-None-Match", etag)]).status == 304)
            _ = try page(server, "/changes?page=2")
            _ = try fetch(server, "/changes/swatches.css?from=1.0.0&to=current&page=2")
            let again = try library.pages(ReleaseLibrary.DiffKey(from: "1.0.0", to: "current", page: 4))
            #expect(again.diff.contexts.first?.valueChanged.withUnsafeBufferPointer { $0.baseAddress }
                    == pages.diff.contexts.first?.valueChanged.withUnsafeBufferPointer { $0.baseAddress },
                    "the pages share one diff, made once")
            let dark = try library.pages(ReleaseLibrary.DiffKey(from: "1.0.0", to: "current", only: ["theme": "dark"]))
            #expect(dark.diff.contexts.first?.valueChanged.withUnsafeBufferPointer { $0.baseAddress }
                    == pages.diff.contexts.last?.valueChanged.withUnsafeBufferPointer { $0.baseAddress },
                    "the contexts a query keeps are cut from the same diff, not compared again")
            #expect(library.stylesheets[ReleaseLibrary.DiffKey(from: "1.0.0", to: "current", page: 2)] != nil)
        }
    }
}

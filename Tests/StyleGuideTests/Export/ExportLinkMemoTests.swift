import MicroHTTP
import Testing
@testable import StyleGuide

/// What a thread of an export remembers of the links it read: keyed by everything the reading
/// depends on, and never more than its bound.
@Suite struct ExportLinkMemoTests {
    static let choices = [QueryItems.Item(name: "theme", value: "dark")]
    static let guide = ExportPage(kind: .guide, path: "/docs/guides/a", items: [], choices: choices)
    static let twin = ExportPage(kind: .twin, path: "/docs/guides/a.md", items: [], choices: choices)
    static let file = ExportPage(kind: .file, path: "/_swatchbook/css/guide.css", items: [], choices: [])

    @Test("a link from the root ignores the page's folder; a relative one, a query alone or a link to another host keeps it",
          arguments: [
              ("/tokens", guide, "", true), ("/tokens?x=1#top", file, "", false),
              ("b", guide, "/docs/guides/a", true), ("../b", twin, "/docs/guides/a.md", true), ("?page=2", guide, "/docs/guides/a", true),
              ("fonts/x.woff2", file, "/_swatchbook/css/guide.css", false), ("//cdn.example/x", guide, "/docs/guides/a", true),
              ("", guide, "/docs/guides/a", true),
          ])
    func key(reference: String, page: ExportPage, base: String, inherits: Bool) {
        let key = ExportLinkMemo.Key(reference, on: page)
        #expect(key.reference == reference)
        #expect(key.base == base)
        #expect(key.choices == (inherits ? Self.choices : nil), "only guide pages and their twins pass their choices on")
    }

    @Test("the same link on a page with other choices, or relative on another page, is another key")
    func distinct() {
        let light = ExportPage(kind: .guide, path: "/docs/guides/a", items: [], choices: [.init(name: "theme", value: "light")])
        #expect(ExportLinkMemo.Key("/tokens", on: Self.guide) != ExportLinkMemo.Key("/tokens", on: light))
        let other = ExportPage(kind: .guide, path: "/docs/other/a", items: [], choices: Self.choices)
        #expect(ExportLinkMemo.Key("b", on: Self.guide) != ExportLinkMemo.Key("b", on: other))
        #expect(ExportLinkMemo.Key("/b", on: Self.guide) == ExportLinkMemo.Key("/b", on: other))
    }

    @Test("it keeps what it is given and never holds more than its capacity", arguments: [1, 2, 5, 16])
    func bounded(capacity: Int) {
        let memo = ExportLinkMemo(capacity: capacity)
        for round in 0..<3 {
            for index in 0..<10 {
                let key = ExportLinkMemo.Key("/page/\(index)", on: Self.file)
                let target = ExportPage(kind: .guide, path: "/page/\(index)", items: [], choices: [])
                memo.keep(ExportLinkMemo.Entry(target: target, fragment: "#\(round)", file: (MediaType.html, "/page/\(index)/")), for: key)
                #expect(memo.count <= capacity)
                let kept = memo.entry(for: key)
                #expect(kept?.target == target && kept?.fragment == "#\(round)" && kept?.file?.link == "/page/\(index)/")
            }
        }
        #expect(memo.count == min(capacity, 10) || capacity < 10)
    }

    /// A link read on every page (`/hot`) among links read once: found every time, however many
    /// pass, where emptying the memo when full forgot it once per capacity's worth of links.
    @Test("a link read on every page stays while links read once pass through", arguments: [2, 3, 8, 64])
    func hotLinkStays(capacity: Int) {
        let memo = ExportLinkMemo(capacity: capacity)
        let hot = ExportLinkMemo.Key("/hot", on: Self.guide)
        let hotTarget = ExportPage(kind: .guide, path: "/hot", items: [], choices: Self.choices)
        memo.keep(ExportLinkMemo.Entry(target: hotTarget, fragment: ""), for: hot)
        var forgotten = 0, oneOffsFound = 0
        for page in 0..<2_000 {
            // A page with one link of its own, then the navigation's.
            let own = ExportLinkMemo.Key("own-\(page)", on: Self.guide)
            if memo.entry(for: own) != nil { oneOffsFound += 1 }
            memo.keep(ExportLinkMemo.Entry(target: nil, fragment: ""), for: own)
            if memo.entry(for: hot)?.target != hotTarget {
                forgotten += 1
                memo.keep(ExportLinkMemo.Entry(target: hotTarget, fragment: ""), for: hot)
            }
            #expect(memo.count <= capacity)
        }
        #expect(forgotten == 0)
        #expect(oneOffsFound == 0, "a link never kept is never found")
    }

    @Test("links read in a cycle longer than a generation are forgotten, and read again right")
    func longCycle() {
        let memo = ExportLinkMemo(capacity: 8)
        var found = 0
        for round in 0..<3 {
            for index in 0..<20 {
                let key = ExportLinkMemo.Key("/page/\(index)", on: Self.file)
                if let entry = memo.entry(for: key) {
                    found += 1
                    #expect(entry.fragment == "#\(index)", "round \(round)")
                } else {
                    memo.keep(ExportLinkMemo.Entry(target: nil, fragment: "#\(index)"), for: key)
                }
                #expect(memo.count <= 8)
            }
        }
        #expect(found == 0, "20 links in turn through 8 places: none is still there when read again")
    }
}

import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// A design system with thousands of tokens in a group, and hundreds of top-level groups: the
/// guide splits its pages (`?page=N`), so each page is of bounded size, and the sidebar lists
/// the first groups with a link to all of them.
@Suite("Token pages of a large system", .serialized, .integration)
struct LargeGroupPagesTests {
    /// One group `big` of `tokens` numbers, then `groups` small top-level groups `g0` … .
    static func config(tokens: Int, groups: Int) throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Large"}"#)
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/core"}]}
        """)
        let big = (0..<tokens).map { #""n\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
        let small = (0..<groups).map { #""g\#($0)": {"$type": "number", "one": {"$value": 1}}"# }.joined(separator: ", ")
        try config.writeFile("tokens/core.tokens.json", #"{"big": {"$type": "number", "# + big + "}, " + small + "}")
        return config
    }

    @Test("a group of 1,200 tokens is three pages of at most 500; a page past the end is a 404, a page that is no number a 400")
    func groupPages() throws {
        let config = try Self.config(tokens: 1_200, groups: 150)
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .strict) { server, _ in
            let first = try page(server, "/tokens/big")
            #expect(first.contains("Tokens 1–500 of 1200 · page 1 of 3"))
            #expect(first.contains(#"href="/tokens/big?page=2""#) && first.contains(#"rel="next""#))
            #expect(first.contains(#"/api/tokens/big.n0""#) && first.contains(#"/api/tokens/big.n499""#))
            #expect(!first.contains(#"/api/tokens/big.n500""#))
            let last = try page(server, "/tokens/big?page=3")
            #expect(last.contains("Tokens 1001–1200 of 1200 · page 3 of 3"))
            #expect(last.contains(#"/api/tokens/big.n1199""#) && !last.contains(#"/api/tokens/big.n999""#))
            #expect(!last.contains(#"rel="next""#) && last.contains(#"rel="prev""#))
            for (bad, status) in [("0", 400), ("4", 404), ("two", 400), ("-1", 400), ("31817027846007382016", 404)] {
                #expect(try fetch(server, "/tokens/big?page=\(bad)").status == status, "page=\(bad)")
            }
            let small = try page(server, "/tokens/g3")
            #expect(!small.contains("page 1 of"), "a group that fits on one page has no pager")
        }
    }

    @Test("150 top-level groups: /tokens shows 120 cards a page; the sidebar lists 100 and links to all")
    func groupCards() throws {
        let config = try Self.config(tokens: 3, groups: 150)
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .strict) { server, _ in
            let first = try page(server, "/tokens")
            #expect(first.contains("Groups 1–120 of 151 · page 1 of 2"))
            let second = try page(server, "/tokens?page=2")
            #expect(second.contains("Groups 121–151 of 151 · page 2 of 2"))
            #expect(second.contains(#"href="/tokens/g149""#))
            #expect(try fetch(server, "/tokens?page=3").status == 404, "a page past the last is not there")
            let nav = try page(server, "/tokens/g140")
            #expect(nav.contains("All 151 groups…"))
            #expect(nav.contains(#"href="/tokens/g98""#) && !nav.contains(#"href="/tokens/g120""#))
            #expect(nav.contains(#"aria-current="page""#), "the current group is listed even past the first 100")
        }
    }
}

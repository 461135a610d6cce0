import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The guide shows lint's findings on the pages they concern: the fixture Config LintFailing served.
@Suite("swatchbook lint: findings in the guide", .integration)
struct LintGuideTests {
    static let fixture = RepositoryPaths.root + "/Tests/Fixtures/LintFailing"

    @Test("a component page lists its contrast finding, naming the dark theme")
    func componentPage() throws {
        try withSite(config: Self.fixture, strictness: .tolerant) { server, _ in
            let html = try page(server, "/components/label")
            #expect(html.contains("<li class=\"lint-finding lint-finding--error\"><strong>Error:</strong> label style &#39;accent&#39;, "
                                  + "state normal: &#39;foreground&#39; #333333 on &#39;background&#39; #111111 is 1.49:1"))
            #expect(html.contains("in theme=dark <code>contrast</code></li>"))
        }
    }

    @Test("a token row lists the token's findings: missing in a context, a deprecated reference")
    func tokenPage() throws {
        try withSite(config: Self.fixture, strictness: .tolerant) { server, _ in
            let html = try page(server, "/tokens/color")
            #expect(html.contains("&#39;color.highlight&#39; is defined in theme light but not in dark: a request for theme=dark has no such token "
                                  + "<code>missing-in-context</code>"))
            #expect(html.contains("&#39;color.text.quiet&#39; refers to &#39;color.grey&#39;, which is deprecated: Use color.ink. (in theme=light) "
                                  + "<code>deprecated-reference</code>"))
            #expect(html.components(separatedBy: "<dt>Lint</dt>").count - 1 == 2)
        }
    }

    @Test("the bundled Config's component pages show no finding")
    func bundled() throws {
        try withSite(config: RepositoryPaths.config, publicFolder: .unchecked) { server, _ in
            for component in ["button", "checkbox", "toggle", "row"] {
                let html = try page(server, "/components/\(component)")
                #expect(!html.contains("lint-finding"), "\(component)")
            }
        }
    }
}

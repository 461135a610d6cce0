import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The links of a markdown text: every inline link's destination, in order.
func markdownLinks(in text: String) -> [String] {
    text.split(separator: "](").dropFirst().map { String($0.prefix { $0 != ")" }) }
}

/// `/llms.txt`, `/llms-full.txt` and the markdown twin of every kind of guide page, from a real server.
@Suite("llms.txt and markdown twins over HTTP", .serialized, .integration)
struct MarkdownTwinRoutesTests {
    /// A page of each kind the guide has, in the bundled Config.
    static let pages = ["/", "/tokens", "/tokens/color", "/components", "/components/button", "/components/alert", "/docs",
                        "/docs/getting-started", "/docs/swatchbook/llms", "/changes", "/search?q=button", "/tokens?page=1"]

    /// `path` with `.md` put on the page's path, its query kept.
    static func twin(of page: String) -> String {
        let parts = page.split(separator: "?", maxSplits: 1)
        return MarkdownTwins.path(of: String(parts[0])) + (parts.count > 1 ? "?" + parts[1] : "")
    }

    @Test("/llms.txt has an H1, a summary, sections, and links only to twins that answer 200 text/markdown")
    func llmsLinksAnswer() throws {
        try withBundledComponents { server in
            let response = try fetch(server, "/llms.txt")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(response.header("ETag") != nil)
            let text = String(decoding: response.body, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix("# ") == true)
            #expect(lines.dropFirst(2).first?.hasPrefix("> ") == true)
            for section in ["## Tokens", "## Components", "## Docs", "## Changes", "## Optional"] { #expect(lines.contains(Substring(section)), "\(section)") }
            let links = markdownLinks(in: text)
            #expect(links.count > 30)
            for link in links {
                #expect(link.hasSuffix(".md"), "\(link)")
                let twin = try fetch(server, link)
                #expect(twin.status == 200, "\(link)")
                #expect(twin.header("Content-Type") == "text/markdown; charset=utf-8", "\(link)")
            }
        }
    }

    @Test("every kind of page has its twin by .md and by Accept, the same bytes, linked from the page's head", arguments: pages)
    func everyPageHasItsTwin(page: String) throws {
        try withBundledComponents { server in
            let bySuffix = try fetch(server, Self.twin(of: page))
            #expect(bySuffix.status == 200)
            #expect(bySuffix.header("Content-Type") == "text/markdown; charset=utf-8")
            #expect(bySuffix.header("Vary")?.contains("Accept") == true)
            #expect(String(decoding: bySuffix.body, as: UTF8.self).hasPrefix("# "))
            let byAccept = try fetch(server, page, headers: [("Accept", "text/markdown")])
            #expect(byAccept.header("Content-Type") == "text/markdown; charset=utf-8")
            #expect(byAccept.body == bySuffix.body)
            let html = try fetch(server, page, headers: [("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")])
            #expect(html.header("Content-Type") == "text/html; charset=utf-8")
            #expect(html.header("Vary")?.contains("Accept") == true)
            let head = String(decoding: html.body, as: UTF8.self).split(separator: "</head>").first.map(String.init) ?? ""
            let marker = #"<link rel="alternate" type="text/markdown" href=""#
            let href = try #require(head.split(separator: marker).dropFirst().first?.prefix { $0 != "\"" }, "\(page) has no alternate link")
            let linked = try fetch(server, LinkRewriter.unescape(String(href)))
            #expect(linked.status == 200)
            #expect(linked.header("Content-Type") == "text/markdown; charset=utf-8")
            #expect(try fetch(server, page).header("Content-Type") == "text/html; charset=utf-8", "no Accept is HTML")
        }
    }

    @Test("a twin is conditional like its page: its ETag answers 304", arguments: ["/tokens/color.md", "/index.md"])
    func conditional(path: String) throws {
        try withBundledComponents { server in
            let first = try fetch(server, path)
            let etag = try #require(first.header("ETag"))
            #expect(try fetch(server, path, headers: [("If-None-Match", etag)]).status == 304)
            let html = try fetch(server, MarkdownTwins.pagePath(of: path) ?? "/")
            #expect(html.header("ETag") != etag)
        }
    }

    @Test("an unknown page's twin is the page's own 404, and a bad parameter its 400", arguments: [
        ("/components/nope", 404), ("/tokens/nope", 404), ("/docs/nope", 404), ("/tokens?page=99", 404), ("/components/button?size=huge", 400),
    ])
    func errors(page: String, status: Int) throws {
        try withBundledComponents { server in
            let html = try fetch(server, page)
            let twin = try fetch(server, Self.twin(of: page))
            let asked = try fetch(server, page, headers: [("Accept", "text/markdown")])
            #expect(html.status == status)
            #expect(twin.status == status)
            #expect(asked.status == status)
            // The same error page, but for the path it says was asked for.
            let message = { (body: [UInt8]) in
                String(decoding: body, as: UTF8.self).split(separator: #"<p class="error-message">"#).dropFirst().first?.prefix { $0 != "<" }
            }
            #expect(message(twin.body) != nil)
            #expect(message(twin.body) == message(html.body))
            #expect(message(asked.body) == message(html.body))
        }
    }

    @Test("the modifiers apply to twins: a token's value in dark is its dark value")
    func darkTwin() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Tiny"}"#)
        defer { config.remove() }
        try withServedConfig(config.directory) { server in
            let row = { (text: String, token: String) in
                text.split(separator: "\n").first { $0.hasPrefix("| `\(token)`") }.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
            }
            let light = String(decoding: try fetch(server, "/tokens/color.md").body, as: UTF8.self)
            let dark = String(decoding: try fetch(server, "/tokens/color.md?theme=dark").body, as: UTF8.self)
            let cookie = String(decoding: try fetch(server, "/tokens/color.md", headers: [("Cookie", "sb-theme=dark")]).body, as: UTF8.self)
            // color.text aliases color.ink in light and color.paper in dark.
            #expect(try #require(row(light, "color.text"))[2].hasPrefix(try #require(row(light, "color.ink"))[2]))
            #expect(try #require(row(dark, "color.text"))[2].hasPrefix(try #require(row(dark, "color.paper"))[2]))
            #expect(row(dark, "color.text")?[2] != row(light, "color.text")?[2])
            #expect(cookie == dark)
        }
    }

    @Test("Config text in a twin's table cannot break out of its cell or the page")
    func hostileText() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Evil | <script>"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "$description": "group | with\\nbreaks", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]},
                   "$description": "a | b\\n| c `d` <img src=x onerror=alert(1)>"},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """)
        try withServedConfig(config.directory) { server in
            let text = String(decoding: try fetch(server, "/tokens/color.md").body, as: UTF8.self)
            let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `color.ink`") })
            #expect(row.contains(#"a \| b \| c \`d\` \<img src=x onerror=alert(1)\>"#))
            let llms = String(decoding: try fetch(server, "/llms.txt").body, as: UTF8.self)
            #expect(llms.hasPrefix(#"# Evil \| \<script\>"#))
        }
    }

    @Test("/llms-full.txt holds every twin /llms.txt links, within llmsFullBytes; past it, a closing line says where the rest is")
    func llmsFullBound() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Tiny", "limits": {"llmsFullBytes": 65536}}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        for index in 0..<40 {
            try config.writeFile("docs/page-\(index).md", "# Page \(index)\n\n" + String(repeating: "Words of page \(index). ", count: 200))
        }
        try withServedConfig(config.directory) { server in
            let full = try fetch(server, "/llms-full.txt")
            #expect(full.status == 200)
            #expect(full.body.count <= 65536)
            let text = String(decoding: full.body, as: UTF8.self)
            #expect(text.contains("Page 0"))
            #expect(text.contains(#""limits": {"llmsFullBytes": …} in swatchbook.json"#))
            #expect(text.contains("Every page is linked from /llms.txt"))
            let etag = try #require(full.header("ETag"))
            #expect(try fetch(server, "/llms-full.txt", headers: [("If-None-Match", etag)]).status == 304)
        }
        try config.write(#"{"name": "Tiny"}"#)
        try withServedConfig(config.directory) { server in
            let text = String(decoding: try fetch(server, "/llms-full.txt").body, as: UTF8.self)
            let links = markdownLinks(in: String(decoding: try fetch(server, "/llms.txt").body, as: UTF8.self))
            for link in links { #expect(text.contains("URL: \(link)\n"), "\(link)") }
            #expect(!text.contains("Stopped before"))
        }
    }

    @Test("llmsFullBytes outside its range is a Config error naming the setting", arguments: [1000, 1_000_000_000])
    func llmsFullRange(value: Int) throws {
        let config = try TemporaryConfig(settings: #"{"limits": {"llmsFullBytes": \#(value)}}"#)
        defer { config.remove() }
        guard case .failure(let error) = SnapshotLoader.load(configDirectory: config.directory, publicFolder: .absent) else {
            Issue.record("loaded with llmsFullBytes \(value)")
            return
        }
        #expect("\(error)".contains("llmsFullBytes"))
    }
}

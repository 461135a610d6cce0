import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("Guide pages: every page type with the shared chrome, and nothing inline", .serialized, .integration)
struct GuidePagesTests {
    static let pages = [
        "/", "/tokens", "/tokens/color", "/tokens/color.brand", "/tokens/typography", "/tokens/space", "/tokens/radius",
        "/tokens/border", "/tokens/shadow", "/tokens/duration", "/tokens/easing", "/tokens/transition", "/tokens/gradient",
        "/components", "/components/button", "/components/list-section?style=dark&size=large", "/components/toggle?state=selected",
        "/docs", "/docs/getting-started", "/docs/components/card", "/search", "/search?q=brand+500",
    ]

    @Test("every page type answers 200 with landmarks, navigation, search form and theme switch", arguments: pages)
    func chrome(path: String) throws {
        try withGuide { server, _ in
            let response = try fetch(server, path)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Vary") == "Cookie, Accept")
            #expect(response.header("ETag") != nil)
            #expect(missingChrome(in: response.text) == [], "\(path)")
            #expect(response.text.components(separatedBy: "<h1").count == 2, "\(path) has exactly one h1")
            #expect(!response.text.contains("data-live-reload"), "no live reload without --watch")
        }
    }

    @Test("no inline script, no style element or attribute, no on… handler on any page", arguments: pages + ["/nope", "/tokens/colr"])
    func nothingInline(path: String) throws {
        try withGuide { server, _ in
            let html = try fetch(server, path).text
            #expect(inlineCodeProblems(in: html) == [], "\(path)")
        }
    }

    @Test("every framed preview has a title of its own, and none is taken out of the tab order", arguments: [
        "/components", "/components/button", "/components/toggle?style=dark&size=large&state=selected",
    ])
    func frameTitles(path: String) throws {
        try withGuide { server, _ in
            let frames = startTags(in: try page(server, path)).filter { $0.name == "iframe" }
            let titles = frames.compactMap { $0["title"] }
            #expect(!frames.isEmpty)
            #expect(titles.count == frames.count, "every frame is titled")
            #expect(Set(titles).count == titles.count, "repeated: \(Dictionary(grouping: titles) { $0 }.filter { $1.count > 1 }.keys.sorted())")
            #expect(frames.allSatisfy { $0["tabindex"] == nil }, "previews hold controls a keyboard must reach")
        }
    }

    @Test("the main navigation marks the current section", arguments: [
        ("/tokens/color", "/tokens"), ("/components/badge", "/components"), ("/docs/accessibility", "/docs"), ("/tokens", "/tokens"),
    ])
    func currentSection(path: String, section: String) throws {
        try withGuide { server, _ in
            let html = try page(server, path)
            let current = startTags(in: html).filter { $0.name == "a" && $0["aria-current"] == "page" }.compactMap { $0["href"] }
            #expect(current.contains(section))
            #expect(current.filter { ["/tokens", "/components", "/docs"].contains($0) }.count == 1)
        }
    }

    @Test("the front page: name, description, counts, entry points and search")
    func home() throws {
        try withGuide { server, _ in
            let html = try page(server, "/")
            #expect(html.contains("<h1 id=\"overview\">Swatchbook</h1>"))
            #expect(html.contains("calm, legible interfaces"))
            #expect(html.contains("class=\"stat__value\">247</span><span class=\"stat__label\">tokens</span>"))
            #expect(html.contains("class=\"stat__value\">14</span><span class=\"stat__label\">components</span>"))
            for link in ["href=\"/tokens\"", "href=\"/components\"", "href=\"/docs\"", "href=\"/api/tokens\""] { #expect(html.contains(link)) }
            #expect(html.contains("id=\"home-search-input\" type=\"search\" name=\"q\""))
        }
    }

    @Test("pages reload themselves with --watch: the body names the event stream")
    func liveReload() throws {
        try withGuide(liveReload: true) { server, _ in
            for path in ["/", "/tokens/color", "/components/button", "/nope"] {
                let html = try fetch(server, path).text
                #expect(html.contains("<body data-live-reload=\"/events\">"), "\(path)")
            }
        }
    }

    @Test("/events streams a reload to open pages when the Config is loaded again or fails, and exists only with --watch")
    func events() throws {
        try withGuide { server, _ in
            let response = try fetch(server, "/events")
            #expect(response.status == 404)
        }
        try withGuide(liveReload: true) { server, store in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try connection.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let head = try connection.read(until: "retry:")
            #expect(head.contains("Content-Type: text/event-stream"))
            #expect(eventually { store.events.subscriberCount == 1 })
            store.replace(with: store.current)
            let loaded = try connection.read(until: "data: loaded")
            #expect(loaded.contains("event: reload\ndata: loaded"))
            store.recordFailedLoad([])
            let failed = try connection.read(until: "data: failed")
            #expect(failed.contains("event: reload\ndata: failed"))
        }
    }

    @Test("error pages wear the guide's chrome, in the remembered theme, even for a bad theme")
    func errorPages() throws {
        try withGuide { server, _ in
            let missing = try fetch(server, "/nope", headers: [("Cookie", "sb-theme=dark")])
            #expect(missing.status == 404)
            #expect(missingChrome(in: missing.text) == [])
            #expect(missing.text.contains("data-theme=\"dark\""))
            #expect(missing.text.contains("href=\"/preview/styles.css?theme=dark\""))
            let badTheme = try fetch(server, "/tokens?theme=purple", headers: [("Cookie", "sb-theme=dark")])
            #expect(badTheme.status == 400)
            #expect(missingChrome(in: badTheme.text) == [])
            #expect(badTheme.text.contains("data-theme=\"dark\""))
            #expect(badTheme.text.contains("choices: auto, light, dark"))
            #expect(badTheme.header("Set-Cookie") == nil)
        }
    }
}

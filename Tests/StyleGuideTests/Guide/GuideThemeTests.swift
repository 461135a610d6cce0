import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("Guide themes: ?theme= sets a cookie, later pages follow it, auto clears it", .serialized, .integration)
struct GuideThemeTests {
    @Test("?theme=dark renders dark, links the dark token stylesheet and remembers the choice")
    func chooseDark() throws {
        try withGuide { server, _ in
            let response = try fetch(server, "/tokens/color?theme=dark")
            #expect(response.status == 200)
            #expect(response.header("Set-Cookie") == "sb-theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")
            #expect(response.text.contains("<html lang=\"en\" data-theme=\"dark\">"))
            #expect(stylesheetLinks(in: response.text).contains("/preview/styles.css?theme=dark"))
            let chosen = startTags(in: response.text).filter { $0.has("data-theme-choice") && $0["aria-current"] == "true" }
            #expect(chosen.map { $0["data-theme-choice"] } == ["dark"])
        }
    }

    @Test("a later page with the cookie renders dark: values, stylesheet and framed previews")
    func cookieRemembers() throws {
        try withGuide { server, store in
            let cookie = [("Cookie", "sb-theme=dark")]
            let tokens = try fetch(server, "/tokens/color", headers: cookie)
            #expect(tokens.header("Set-Cookie") == nil)
            #expect(tokens.text.contains("data-theme=\"dark\""))
            #expect(stylesheetLinks(in: tokens.text).contains("/preview/styles.css?theme=dark"))
            let dark = try #require(store.current.tokens.permutations[Permutation(["theme": "dark"])])
            let background = try #require(dark[TokenPath(dotted: "color.background.default")!])
            #expect(tokens.text.contains(background.value.cssText!))
            #expect(tokens.text.contains("Values are listed for <code>theme=dark</code>"))
            let components = try fetch(server, "/components", headers: cookie).text
            let frames = startTags(in: components).filter { $0.name == "iframe" }
            #expect(!frames.isEmpty)
            #expect(frames.allSatisfy { $0["src"]?.hasSuffix("theme=dark") == true })
        }
    }

    @Test("?theme=auto clears the cookie and follows the system")
    func auto() throws {
        try withGuide { server, _ in
            let response = try fetch(server, "/?theme=auto", headers: [("Cookie", "sb-theme=dark")])
            #expect(response.header("Set-Cookie") == "sb-theme=; Path=/; Max-Age=0; SameSite=Lax")
            #expect(response.text.contains("data-theme=\"auto\""))
            #expect(stylesheetLinks(in: response.text).contains("/preview/styles.css?theme=auto"))
            let plain = try fetch(server, "/components")
            #expect(plain.text.contains("data-theme=\"auto\""))
            #expect(startTags(in: plain.text).filter { $0.name == "iframe" }.allSatisfy { $0["src"]?.hasSuffix("theme=auto") == true })
        }
    }

    @Test("a stale cookie is ignored")
    func staleCookie() throws {
        try withGuide { server, _ in
            let response = try fetch(server, "/", headers: [("Cookie", "other=1; sb-theme=sepia")])
            #expect(response.status == 200)
            #expect(response.text.contains("data-theme=\"auto\""))
        }
    }

    @Test("a bad or repeated theme is a 400 that says what is allowed", arguments: [
        ("/?theme=purple", "'purple' is not a choice of theme here; choices: auto, light, dark"),
        ("/tokens?theme=", "choices: auto, light, dark"), ("/?theme=dark&theme=light", "choices: auto, light, dark"),
    ])
    func badParameters(target: String, message: String) throws {
        try withGuide { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == 400)
            #expect(response.header("Set-Cookie") == nil)
            #expect(unescaped(response.text).contains(message), "\(target): \(response.text.prefix(2000))")
        }
    }

    @Test("parameters that are neither the page's nor a modifier's are ignored: shared links with tracking parameters open",
          arguments: ["/?utm_source=slack", "/tokens?foo=1&fbclid=IwAR0", "/components?style=primary",
                      "/components/button?colour=red&utm_medium=email", "/docs?gclid=x", "/search?q=brand&ref=home"])
    func unknownIgnored(target: String) throws {
        try withGuide { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == 200, "\(target) answered \(response.status)")
            let plain = String(target.prefix { $0 != "?" })
            let own = target.contains("q=brand") ? plain + "?q=brand" : plain
            #expect(response.header("ETag") == (try fetch(server, own)).header("ETag"), "\(target) is not the page \(own)")
            #expect(!response.text.contains("utm_") && !response.text.contains("fbclid"), "the switch links carry the ignored parameters")
        }
    }

    @Test("the theme switch keeps the page's other parameters")
    func switchKeepsParameters() throws {
        try withGuide { server, _ in
            let html = try page(server, "/components/button?size=large&state=hover&theme=light")
            let links = startTags(in: html).filter { $0.has("data-theme-choice") }.compactMap { $0["href"] }.map(unescaped)
            #expect(links == ["?size=large&state=hover&theme=auto", "?size=large&state=hover&theme=light", "?size=large&state=hover&theme=dark"])
            let search = try page(server, "/search?q=brand%20500")
            #expect(search.contains("href=\"?q=brand%20500&amp;theme=dark\""))
        }
    }
}

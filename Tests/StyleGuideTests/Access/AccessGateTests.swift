import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("The access gate of a private Swatchbook")
struct AccessGateTests {
    static let guidePaths = ["/", "/tokens", "/components", "/search?q=ink", "/no/such/page", "/tokens.md", "/llms.txt", "/metrics"]
    static let jsonPaths = ["/api/tokens", "/api/tokens/color.ink", "/api/openapi.json", "/index.json", "/metadata.json",
                            "/api/no-such-route", "/mcp"]

    @Test("someone not signed in gets 401 everywhere, a known path exactly like an unknown one")
    func anonymous() throws {
        try withAccessSite(settings: privateSettings()) { server, _ in
            for path in Self.guidePaths {
                let response = try fetch(server, path)
                #expect(response.status == 401, "\(path)")
                #expect(response.text == "401 Unauthorized: sign-in required: sign in or send a token\n", "\(path)")
                #expect(response.header("Cache-Control") == "no-store")
                #expect(response.header("WWW-Authenticate") == #"Bearer realm="swatchbook""#)
            }
            for path in Self.jsonPaths {
                let response = try fetch(server, path)
                #expect(response.status == 401, "\(path)")
                let body = try JSONParser.parse(response.body)
                #expect(body["error"]?["status"] == 401, "\(path)")
                #expect(body["loginUrl"] == JSON?.none)
            }
        }
    }

    @Test("with a sign-in, a browser is sent there and a JSON client is told where it is")
    func signIn() throws {
        let access = AccessControl(recognizers: [TestRecognizer()], signInURL: "https://design.example.com/auth/sign-in")
        try withAccessSite(settings: privateSettings(), access: access) { server, _ in
            let page = try fetch(server, "/components/button")
            #expect(page.status == 302)
            #expect(page.header("Location") == "https://design.example.com/auth/sign-in?next=/components/button")
            let unknown = try fetch(server, "/components/no-such-thing")
            #expect(unknown.header("Location") == "https://design.example.com/auth/sign-in?next=/components/no-such-thing")
            let index = try fetch(server, "/index.json")
            #expect(index.status == 401)
            #expect(try JSONParser.parse(index.body)["loginUrl"] == "https://design.example.com/auth/sign-in")
            // Storybook's fetch of a ref's stories.json asks for JSON on a path no route has.
            let stories = try fetch(server, "/stories.json", headers: [("Accept", "application/json")])
            #expect(stories.status == 401)
            #expect(try JSONParser.parse(stories.body)["loginUrl"] == "https://design.example.com/auth/sign-in")
            // Nothing answers below /auth/ here: refused like any path, not the site's 404 page.
            #expect(try fetch(server, "/auth/nothing").status == 302)
            // Storybook's server probes a ref's frame without cookies, following redirects: a 401,
            // not the provider's page, keeps the ref one it fetches with credentials.
            for frame in ["/iframe.html", "/iframe.html?id=x&viewMode=story", "/%69frame.html"] {
                let probe = try fetch(server, frame)
                #expect(probe.status == 401 && probe.header("Location") == nil, "\(frame)")
            }
            #expect(try fetch(server, "/iframe.html/x").status == 302)
        }
    }

    @Test("a recognised reader reads the paths of its scopes, and only those")
    func scopes() throws {
        try withAccessSite(settings: privateSettings()) { server, _ in
            let api = [("Authorization", "Test ci api")]
            #expect(try fetch(server, "/api/tokens", headers: api).status == 200)
            #expect(try fetch(server, "/index.json", headers: api).status == 200)
            let page = try fetch(server, "/tokens", headers: api)
            #expect(page.status == 403)
            #expect(page.text.contains("'ci' may not read the guide scope"))
            #expect(try fetch(server, "/metrics", headers: api).status == 403)
            #expect(try fetch(server, "/%6Detrics", headers: api).status == 403)
            let everything = [("Authorization", "Test person api,guide,mcp,metrics")]
            #expect(try fetch(server, "/tokens", headers: everything).status == 200)
            #expect(try fetch(server, "/metrics", headers: everything).status == 200)
            #expect(try fetch(server, "/no/such/page", headers: everything).status == 404)
        }
    }

    @Test("refused credentials get 401 and are recorded")
    func refused() throws {
        try withAccessSite(settings: privateSettings()) { server, _ in
            let response = try fetch(server, "/api/tokens", headers: [("Authorization", "Test-Bad")])
            #expect(response.status == 401)
            #expect(try JSONParser.parse(response.body)["error"]?["message"] == "these credentials are not accepted")
        }
    }

    @Test("/healthz tells someone not signed in the status alone, and a reader everything")
    func health() throws {
        try withAccessSite(settings: privateSettings()) { server, _ in
            let anonymous = try fetch(server, "/healthz")
            #expect(anonymous.status == 200)
            #expect(anonymous.text == #"{"status":"ok"}"#)
            let reader = try fetch(server, "/healthz", headers: [("Authorization", "Test ops metrics")])
            #expect(reader.text.contains("Secret Harbor"))
        }
    }

    @Test("a public Config is served to everyone exactly as before")
    func publicUnchanged() throws {
        try withAccessSite(settings: #"{"name": "Open Harbor"}"#) { server, _ in
            let home = try fetch(server, "/")
            #expect(home.status == 200)
            #expect(try fetch(server, "/api/tokens").status == 200)
            #expect(try fetch(server, "/healthz").text.contains("Open Harbor"))
            #expect(try fetch(server, "/api/tokens", headers: [("Authorization", "Test-Bad")]).status == 200)
        }
    }

    @Test("a refusal still carries the CORS fields of an allowed origin")
    func corsOnRefusal() throws {
        try withAccessSite(settings: privateSettings(#""corsOrigins": ["https://storybook.example.com"]"#)) { server, _ in
            let response = try fetch(server, "/index.json", headers: [("Origin", "https://storybook.example.com")])
            #expect(response.status == 401)
            #expect(response.header("Access-Control-Allow-Origin") == "https://storybook.example.com")
        }
    }
}

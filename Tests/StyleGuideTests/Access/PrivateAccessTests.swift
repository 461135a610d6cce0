import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("Private answers, CORS with credentials, authProxy and the failure limit")
struct PrivateAccessTests {
    @Test("Cache-Control loses what shared caches read and gains private", arguments: [
        ("public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
         "private, max-age=0, stale-while-revalidate=300, stale-if-error=86400"),
        ("public, max-age=31536000, immutable", "private, max-age=31536000, immutable"),
        ("no-store", "private, no-store"), ("private, no-cache", "private, no-cache"), (nil, "private, no-cache"),
    ] as [(String?, String)])
    func cacheControl(before: String?, after: String) {
        #expect(PrivateCaching.cacheControl(before) == after)
    }

    @Test("Vary gains Authorization and Cookie once, beside what it named", arguments: [
        ([], "Authorization, Cookie"), (["Accept-Encoding"], "Accept-Encoding, Authorization, Cookie"),
        (["Origin", "cookie"], "Origin, cookie, Authorization"), (["*"], "*"),
    ])
    func vary(before: [String], after: String) {
        #expect(PrivateCaching.varying(before) == after)
    }

    @Test("every answer to a reader is private and varies by credentials; ETags and 304 still work")
    func readerAnswersArePrivate() throws {
        try withAccessSite(settings: privateSettings()) { server, _ in
            let reader = ("Authorization", "Test ci api,guide")
            for path in ["/", "/api/tokens", "/tokens"] {
                let answer = try fetch(server, path, headers: [reader])
                #expect(answer.status == 200)
                let cacheControl = try #require(answer.header("Cache-Control"))
                #expect(cacheControl.hasPrefix("private"), "\(path): \(cacheControl)")
                #expect(!cacheControl.contains("public") && !cacheControl.contains("s-maxage"), "\(path)")
                // Several Vary fields make one list (CORS outside the gate adds `Origin`).
                let vary = answer.headers.filter { $0.0.lowercased() == "vary" }.map(\.1).joined(separator: ", ")
                #expect(vary.contains("Authorization") && vary.contains("Cookie"), "\(path): \(vary)")
                if let etag = answer.header("ETag") {
                    let again = try fetch(server, path, headers: [reader, ("If-None-Match", etag)])
                    #expect(again.status == 304)
                    #expect(again.header("Cache-Control")?.hasPrefix("private") == true)
                }
            }
        }
    }

    @Test("a private Config refuses * in corsOrigins and allows no origin when it lists none")
    func corsValidation() throws {
        let refused = Settings.parse(Array(#"{"access": "private", "corsOrigins": ["*"]}"#.utf8), file: "swatchbook.json")
        guard case .failure(let problems) = refused else { Issue.record("* was accepted"); return }
        #expect(problems.first?.path.description == "/corsOrigins")
        #expect(problems.first?.message.contains("must list origins exactly") == true)
        #expect(try Settings.parse(Array(#"{"access": "private"}"#.utf8), file: "swatchbook.json").get().corsOrigins == [])
        #expect(try Settings.parse(Array(#"{}"#.utf8), file: "swatchbook.json").get().corsOrigins == ["*"])
    }

    @Test("CORS for a private ref: the listed origin exactly, with credentials, preflights answered without any")
    func corsWithCredentials() throws {
        let origin = "https://storybook.example.com"
        try withAccessSite(settings: privateSettings(#""corsOrigins": ["\#(origin)"]"#)) { server, _ in
            let preflight = try fetch(server, "OPTIONS", "/index.json", headers: [
                ("Origin", origin), ("Access-Control-Request-Method", "GET"), ("Access-Control-Request-Headers", "accept, authorization"),
            ])
            #expect(preflight.status == 204)
            #expect(preflight.header("Access-Control-Allow-Origin") == origin)
            #expect(preflight.header("Access-Control-Allow-Credentials") == "true")
            #expect(preflight.header("Access-Control-Allow-Headers")?.contains("authorization") == true)
            let refused = try fetch(server, "/index.json", headers: [("Origin", origin), ("Accept", "application/json")])
            #expect(refused.status == 401)
            #expect(refused.header("Access-Control-Allow-Credentials") == "true")
            let read = try fetch(server, "/index.json", headers: [("Origin", origin), ("Authorization", "Test ci api")])
            #expect(read.status == 200)
            #expect(read.header("Access-Control-Allow-Origin") == origin)
            let stranger = try fetch(server, "/index.json", headers: [("Origin", "https://evil.example"), ("Authorization", "Test ci api")])
            #expect(stranger.header("Access-Control-Allow-Origin") == nil)
        }
    }

    @Test("authProxy: the header is trusted from a listed address and refused from any other", arguments: [
        ("127.0.0.1", 200), ("10.1.2.3", 200), ("::ffff:10.9.9.9", 200), ("192.0.2.7", 401), ("::1", 401),
    ])
    func authProxy(peer: String, status: Int) throws {
        let responder = try Self.site(#""authProxy": {"header": "X-Auth-Request-Email", "from": ["127.0.0.1", "10.0.0.0/8"]}"#)
        var request = Request(method: .get, target: "/api/tokens", headers: ["X-Auth-Request-Email": "ana@example.com"])
        request.peer = PeerAddress(peer)
        #expect(try responder.respond(to: request).status.code == status)
    }

    @Test("authProxy settings are validated member by member", arguments: [
        (#"{"authProxy": {"from": ["127.0.0.1"]}}"#, "/authProxy/header", "is required"),
        (#"{"authProxy": {"header": "Authorization", "from": ["127.0.0.1"]}}"#, "/authProxy/header", "not 'Authorization'"),
        (#"{"authProxy": {"header": "X-User", "from": ["10.0.0.0/33"]}}"#, "/authProxy/from", "entry 0 '10.0.0.0/33'"),
        (#"{"authProxy": {"header": "X-User", "from": []}}"#, "/authProxy/from", "at least one"),
        (#"{"limits": {"accessFailuresPerMinute": 0}}"#, "/limits/accessFailuresPerMinute", "from 1 to 100000"),
    ])
    func authProxyMistakes(json: String, path: String, fragment: String) throws {
        guard case .failure(let problems) = Settings.parse(Array(json.utf8), file: "swatchbook.json") else {
            Issue.record("\(json) was accepted"); return
        }
        #expect(problems.first?.path.description == path)
        #expect(problems.first?.message.contains(fragment) == true, "\(problems)")
    }

    @Test("bad credentials from one address are slowed to 429 with Retry-After; other addresses and /healthz are not")
    func failureLimit() throws {
        let responder = try Self.site(#""limits": {"accessFailuresPerMinute": 5}"#)
        func ask(_ path: String, from peer: String, credential: String) throws -> Response {
            var request = Request(method: .get, target: path, headers: ["Authorization": credential])
            request.peer = PeerAddress(peer)
            return try responder.respond(to: request)
        }
        for _ in 0..<5 { #expect(try ask("/api/tokens", from: "10.0.0.1", credential: "Test-Bad").status.code == 401) }
        let limited = try ask("/api/tokens", from: "10.0.0.1", credential: "Test ci api")
        #expect(limited.status.code == 429)
        #expect(limited.headers["Retry-After"] == "60")
        #expect(try ask("/healthz", from: "10.0.0.1", credential: "Test-Bad").status.code == 200)
        #expect(try ask("/api/tokens", from: "10.0.0.2", credential: "Test ci api").status.code == 200)
    }

    /// The responder of a private test Config with `extra` settings (no sockets: requests carry their own peer).
    static func site(_ extra: String) throws -> SiteResponder {
        let config = try TemporaryConfig(settings: privateSettings(extra))
        defer { config.remove() }
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory, publicFolder: .absent, strictness: .tolerant).get()
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let access = AccessControl(recognizers: [AuthProxyRecognizer(store: SnapshotStore(snapshot)), TestRecognizer()])
        return try Application(store: SnapshotStore(snapshot), publicDirectory: nil, logger: logger, access: access).responder()
    }
}

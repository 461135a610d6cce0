import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// `Cache-Control` fit for a CDN in front of replicas: every cacheable answer, its settings,
/// `--watch`, cookies, revalidation, and ETags that replicas agree on.
@Suite("Shared caching", .integration)
struct SharedCachingTests {
    static let policy = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400"

    @Test("every cacheable answer of the bundled Config carries an ETag and the default policy", arguments: [
        "/", "/tokens", "/tokens/color", "/components", "/components/button", "/docs", "/search?q=blue", "/changes",
        "/changes/swatches.css", "/api/tokens", "/api/tokens?format=css&theme=*", "/api/tokens?format=swift&theme=dark",
        "/api/tokens/color.text.default", "/api/tokens/diff?from=1.0.0&to=current", "/api/modifiers", "/api/styles",
        "/api/styles/button", "/api/styles/button/primary", "/api/components", "/api/components/button",
        "/preview/styles.css", "/preview/button", "/assets/images/people/ada.svg", "/_swatchbook/css/swatchbook.css",
    ])
    func cacheable(path: String) throws {
        try withBundledApp { server throws in
            let response = try fetch(server, path)
            #expect(response.status == 200, "\(path)")
            #expect(response.header("ETag") != nil, "\(path) has no ETag")
            #expect(response.header("Cache-Control") == Self.policy, "\(path)")
        }
    }

    @Test("answers that must not be kept say so, and content-hashed assets are kept for a year", arguments: [
        ("/healthz", "no-store"), ("/no/such/page", "no-store"), ("/api/tokens?format=nope", "no-store"),
        ("/api/tokens/no.such.token", "no-store"),
        (GuideAssets.url("css/swatchbook.css"), "public, max-age=31536000, immutable"),
    ])
    func notShared(path: String, cacheControl: String) throws {
        try withBundledApp { server throws in
            #expect(try fetch(server, path).header("Cache-Control") == cacheControl, "\(path)")
        }
    }

    @Test("a revalidation answers 304 with the same policy, and the gzip body shares it")
    func revalidation() throws {
        try withBundledApp { server throws in
            let full = try fetch(server, "/api/tokens?format=css&theme=dark")
            let etag = try #require(full.header("ETag"))
            let revalidated = try fetch(server, "/api/tokens?format=css&theme=dark", headers: [("If-None-Match", etag)])
            #expect(revalidated.status == 304)
            #expect(revalidated.header("Cache-Control") == Self.policy)
            let zipped = try fetch(server, "/api/tokens?format=css&theme=dark", headers: [("Accept-Encoding", "gzip")])
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(zipped.header("Cache-Control") == Self.policy)
        }
    }

    @Test("a page that sets the reader's theme cookie is private, never kept by a shared cache")
    func cookie() throws {
        try withBundledApp { server throws in
            let response = try fetch(server, "/?theme=dark")
            #expect(response.status == 200)
            #expect(response.header("Set-Cookie")?.hasPrefix("sb-theme=dark") == true)
            #expect(response.header("Cache-Control") == "private, no-cache")
            #expect(response.header("Vary") == "Cookie, Accept")
        }
    }

    @Test("a page whose body a cookie chose is private, and so is its 304; a cookie that chooses nothing leaves it shared",
          arguments: [
              ("sb-theme=dark", "private, no-cache"), ("other=1; sb-theme=light", "private, no-cache"),
              ("sb-theme=auto", policy), ("sb-theme=no-such-theme", policy), ("analytics=1", policy),
          ])
    func cookieChosen(cookie: String, cacheControl: String) throws {
        try withBundledApp { server throws in
            for path in ["/tokens", "/components/button", "/"] {
                let response = try fetch(server, path, headers: [("Cookie", cookie)])
                #expect(response.status == 200, "\(path)")
                #expect(response.header("Set-Cookie") == nil, "\(path)")
                #expect(response.header("Vary") == "Cookie, Accept", "\(path)")
                #expect(response.header("Cache-Control") == cacheControl, "\(path) with \(cookie)")
                let etag = try #require(response.header("ETag"))
                let revalidated = try fetch(server, path, headers: [("Cookie", cookie), ("If-None-Match", etag)])
                #expect(revalidated.status == 304, "\(path)")
                #expect(revalidated.header("Cache-Control") == cacheControl, "\(path) with \(cookie), revalidated")
            }
        }
    }

    @Test("under --watch every cacheable answer is no-cache, so an edit shows on the next request")
    func watching() throws {
        try withSite(config: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder), liveReload: true) { server, _ throws in
            for path in ["/", "/api/tokens?format=css", "/preview/button", "/_swatchbook/css/swatchbook.css"] {
                let response = try fetch(server, path)
                #expect(response.header("ETag") != nil, "\(path)")
                #expect(response.header("Cache-Control") == "no-cache", "\(path)")
            }
        }
    }

    @Test("swatchbook.json's cache object sets the lifetimes")
    func configured() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Cached", "cache": {"sharedMaxAge": 5, "staleWhileRevalidate": 0, "staleIfError": 31536000}}"#)
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ throws in
            let expected = "public, max-age=0, s-maxage=5, stale-while-revalidate=0, stale-if-error=31536000"
            #expect(try fetch(server, "/api/tokens?format=css").header("Cache-Control") == expected)
            #expect(try fetch(server, "/tokens").header("Cache-Control") == expected)
        }
    }

    @Test("bad cache settings are errors naming the member and the rule", arguments: [
        (#"{"cache": {"sharedMaxAge": -1}}"#, "/cache/sharedMaxAge", "must be from 0 to 31536000, found -1"),
        (#"{"cache": {"staleWhileRevalidate": 1.5}}"#, "/cache/staleWhileRevalidate", "must be a whole number"),
        (#"{"cache": {"staleIfError": 31536001}}"#, "/cache/staleIfError", "must be from 0 to 31536000"),
        (#"{"cache": {"maxAge": 10}}"#, "/cache/maxAge", "maxAge"),
        (#"{"cache": 60}"#, "/cache", "object"),
    ])
    func invalid(json: String, path: String, message: String) throws {
        guard case .failure(let diagnostics) = Settings.parse(Array(json.utf8), file: "swatchbook.json") else {
            Issue.record("\(json) was accepted")
            return
        }
        let described = diagnostics.description
        #expect(described.contains(path), "\(described)")
        #expect(described.contains(message), "\(described)")
    }

    @Test("two replicas of one Config give each permutation the same ETag, and permutations differ")
    func replicasAgree() throws {
        var first: [String: String] = [:]
        let paths = ["/api/tokens?format=css", "/api/tokens?format=css&theme=dark", "/api/tokens?format=css&theme=*",
                     "/preview/button?style=primary", "/preview/button?style=complementary", "/"]
        try withBundledApp { server throws in
            for path in paths {
                let response = try fetch(server, path)
                #expect(response.status == 200, "\(path)")
                first[path] = response.header("ETag")
            }
        }
        try withBundledApp { server throws in
            for path in paths { #expect(try fetch(server, path).header("ETag") == first[path], "\(path)") }
        }
        #expect(Set(first.values).count == paths.count, "two permutations share an ETag: \(first)")
    }
}

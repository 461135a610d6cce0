import FoundationEssentials
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The guide's own stylesheets, script and logo are compiled into the binary and served at
/// /_swatchbook/, so a Config alone makes a styled guide: no Public folder is needed.
@Suite("The guide's own assets, in the binary", .integration)
struct GuideAssetsTests {
    /// Serves the bundled Config with no public folder at all.
    func withoutPublic(_ body: (Server) throws -> Void) throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: SnapshotStore(snapshot), publicDirectory: nil, logger: logger)
        try withServer(application.responder()) { try body($0) }
    }

    @Test("every embedded guide file is the file in the source tree, byte for byte, with its hash",
          arguments: ["css/swatchbook.css", "css/components.css", "js/guide.js", "images/swatchbook.svg"])
    func embeddedMatchesSource(path: String) throws {
        let file = try #require(EmbeddedFiles.below("guide/")[path])
        let source = try #require(FileManager.default.contents(atPath: RepositoryPaths.root + "/Sources/StyleGuide/Embedded/guide/" + path))
        #expect(file.bytes.elementsEqual(source), "the embedded \(path) differs from the source file")
        #expect(file.hash.count == 16 && file.hash.allSatisfy(\.isHexDigit))
        #expect("\"\(file.hash)\"" == Payload(file.bytes).etag.paddedETag)
    }

    @Test("hashed names put the hash before the extension and are read back to the plain name",
          arguments: [("css/swatchbook.css", "css/swatchbook.0123456789abcdef.css"),
                      ("images/logo.min.svg", "images/logo.min.0123456789abcdef.svg"),
                      ("LICENSE", "LICENSE.0123456789abcdef")])
    func hashedNames(plain: String, hashed: String) {
        #expect(GuideAssets.hashedPath(plain, hash: "0123456789abcdef") == hashed)
        if plain.contains(".") { #expect(GuideAssets.unhashedPath(hashed) == plain) }
    }

    @Test("names without a 16-digit hexadecimal hash are not taken for hashed ones",
          arguments: ["css/swatchbook.css", "css/swatchbook.0123.css", "css/swatchbook.0123456789abcdeg.css", "a.b"])
    func notHashed(path: String) {
        #expect(GuideAssets.unhashedPath(path) == nil)
    }

    @Test("the server may send a guide asset again unasked, by its hashed name and its plain one: it is compiled in")
    func reusable() throws {
        var router = Router()
        router.get(GuideAssets.prefix + "{path...}", GuideAssets())
        for path in [GuideAssets.url("css/swatchbook.css"), GuideAssets.prefix + "css/swatchbook.css"] {
            let response = try router.respond(to: Request(method: .get, target: path))
            #expect(response.status == .ok && response.reuse == .untilReload, "\(path)")
        }
    }

    @Test("pages link the hashed names, which are cached for a year; plain names revalidate by ETag, as the shared-cache policy says")
    func caching() throws {
        try withoutPublic { server throws in
            let home = try fetch(server, "/").text
            for path in ["css/swatchbook.css", "css/components.css", "js/guide.js", "images/swatchbook.svg"] {
                let url = GuideAssets.url(path)
                if path.hasSuffix(".css") || path.hasSuffix(".js") {
                    #expect(home.contains("\"\(url)\""), "the home page does not link \(url)")
                }
                let hashed = try fetch(server, url)
                #expect(hashed.status == 200)
                #expect(hashed.header("Cache-Control") == "public, max-age=31536000, immutable")
                let plain = try fetch(server, GuideAssets.prefix + path)
                #expect(plain.status == 200 && plain.body == hashed.body)
                #expect(plain.header("Cache-Control") == CacheSettings().headerValue)
                let etag = try #require(plain.header("ETag"))
                #expect(try fetch(server, GuideAssets.prefix + path, headers: [("If-None-Match", etag)]).status == 304)
            }
            #expect(try fetch(server, GuideAssets.url("css/swatchbook.css")).header("Content-Type") == "text/css; charset=utf-8")
            #expect(try fetch(server, GuideAssets.url("js/guide.js")).header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(try fetch(server, GuideAssets.url("images/swatchbook.svg")).header("Content-Type") == "image/svg+xml")
            let zipped = try fetch(server, GuideAssets.url("css/swatchbook.css"), headers: [("Accept-Encoding", "gzip")])
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(try gunzip(zipped.body) == fetch(server, GuideAssets.url("css/swatchbook.css")).body)
        }
    }

    @Test("a hashed name of another build still answers, revalidated, so a page of an older replica stays styled")
    func otherBuild() throws {
        try withoutPublic { server throws in
            let response = try fetch(server, GuideAssets.prefix + "css/swatchbook.00000000deadbeef.css")
            #expect(response.status == 200)
            #expect(response.header("Cache-Control") == CacheSettings().headerValue)
            #expect(response.body == (try fetch(server, GuideAssets.url("css/swatchbook.css"))).body)
        }
    }

    @Test("unknown guide assets are 404, and nothing outside the embedded files is reachable",
          arguments: ["/_swatchbook/css/nope.css", "/_swatchbook/", "/_swatchbook/../Package.swift",
                      "/_swatchbook/%2e%2e/Package.swift", "/_swatchbook/guide/css/swatchbook.css"])
    func unknown(path: String) throws {
        try withoutPublic { server throws in
            let status = try fetch(server, path).status
            #expect(status == 404 || status == 400, "\(path) answered \(status)")
        }
    }

    @Test("without a public folder the guide is complete, and /assets/ is simply not there")
    func noPublicFolder() throws {
        try withoutPublic { server throws in
            #expect(try fetch(server, "/").status == 200)
            #expect(try fetch(server, "/components/button").status == 200)
            #expect(try fetch(server, "/assets/images/people/ada.svg").status == 404)
        }
    }
}

private extension String {
    /// An ETag of `Payload` is the hash without leading zeros; embedded hashes keep all 16 digits.
    var paddedETag: String {
        let digits = dropFirst().dropLast()
        return "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
    }
}

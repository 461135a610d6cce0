import Foundation
import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Static files under /assets", .integration)
struct StaticFilesTests {
    func withAssets(revalidateAfter: Duration = .seconds(1), _ body: (Server, PublicFixture) throws -> Void) throws {
        let fixture = try PublicFixture()
        defer { fixture.remove() }
        var router = Router()
        router.get("/assets/{path...}", try StaticFiles(root: fixture.root, revalidateAfter: revalidateAfter))
        // As the site's: a responder whose answers the server may keep, all of them marked so
        // unless their route said otherwise; files must still be served fresh.
        try withServer(ReusingEverything(next: standardChain(router))) { try body($0, fixture) }
    }

    @Test("serves files with MIME type, ETag, Cache-Control, 304 and gzip")
    func serves() throws {
        try withAssets { server, _ in
            let css = try fetch(server, "/assets/css/site.css")
            #expect(css.status == 200)
            #expect(css.text == PublicFixture.css)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.header("Cache-Control") == "public, max-age=300")
            let etag = try #require(css.header("ETag"))
            #expect(try fetch(server, "/assets/css/site.css", headers: [("If-None-Match", etag)]).status == 304)
            let zipped = try fetch(server, "/assets/css/site.css", headers: [("Accept-Encoding", "gzip")])
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(gunzip(zipped.body).map { String(decoding: $0, as: UTF8.self) } == PublicFixture.css)
            let png = try fetch(server, "/assets/logo.png", headers: [("Accept-Encoding", "gzip")])
            #expect(png.header("Content-Type") == "image/png")
            #expect(png.header("Content-Encoding") == nil)
            #expect(png.body == [0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3])
            #expect(try fetch(server, "/assets/alias.css").status == 200)
            let license = try fetch(server, "/assets/v1.2/LICENSE")
            #expect(license.header("Content-Type") == "application/octet-stream", "the extension comes from the file name only")
        }
    }

    @Test("reading a large file the first time is slow work: refused while every render thread is held, a small one is not; with the threads free it is served")
    func largeFileIsSlowWork() throws {
        let fixture = try PublicFixture()
        defer { fixture.remove() }
        try Data(repeating: 7, count: 200_000).write(to: URL(fileURLWithPath: fixture.root + "/big.bin"))
        let held = HeldRoute()
        var router = Router()
        router.get("/slow", held)
        router.get("/assets/{path...}", try StaticFiles(root: fixture.root, revalidateAfter: .seconds(600)))
        var limits = Limits()
        limits.renderThreads = 1
        limits.queuedRenders = 0
        try withServer(router, limits: limits) { server in
            defer { held.open() }
            let hold = try RawConnection(port: server.port)
            try hold.send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(eventually { held.held == 1 })
            #expect(try fetch(server, "/assets/big.bin").status == 503)
            #expect(try fetch(server, "/assets/css/site.css").status == 200)
            held.open()
            #expect(try hold.readResponse().status == 200)
            #expect(try fetch(server, "/assets/big.bin").body.count == 200_000)
        }
    }

    @Test("a compressible file says once that it varies by Accept-Encoding, gzipped or not; an image does not")
    func varyOnce() throws {
        try withAssets { server, _ in
            for encoding in [[], [("Accept-Encoding", "gzip")]] {
                let css = try fetch(server, "/assets/css/site.css", headers: encoding)
                let vary = css.headers.filter { $0.0.lowercased() == "vary" }.map(\.1)
                #expect(vary == ["Accept-Encoding"], "\(encoding): \(css.headers)")
            }
            let png = try fetch(server, "/assets/logo.png", headers: [("Accept-Encoding", "gzip")])
            #expect(png.header("Vary") == nil)
        }
    }

    @Test("an edited or deleted file is noticed once the revalidation interval has passed")
    func freshAfterEdit() throws {
        try withAssets(revalidateAfter: .milliseconds(300)) { server, fixture in
            #expect(try fetch(server, "/assets/css/site.css").text == PublicFixture.css)
            try "body { margin: 0 }".write(toFile: fixture.root + "/css/site.css", atomically: true, encoding: .utf8)
            #expect(try fetch(server, "/assets/css/site.css").text == PublicFixture.css)
            usleepMilliseconds(350)
            #expect(try fetch(server, "/assets/css/site.css").text == "body { margin: 0 }")
            try FileManager.default.removeItem(atPath: fixture.root + "/css/site.css")
            usleepMilliseconds(350)
            #expect(try fetch(server, "/assets/css/site.css").status == 404)
        }
    }

    @Test("traversal, encoded escapes, dotfiles and symlinks out are refused", arguments: [
        "/assets/../Package.swift",
        "/assets/css/../../Package.swift",
        "/assets/%2e%2e/Package.swift",
        "/assets/%2E%2E%2FPackage.swift",
        "/assets/css%2f..%2f..%2fPackage.swift",
        "/assets/%252e%252e/Package.swift",
        "/assets/css%252fsite.css",
        "/assets/..%5cPackage.swift",
        "/assets/.env",
        "/assets/%2eenv",
        "/assets/.git/config",
        "/assets/escape/passwd",
        "/assets/escape.txt",
        "/assets/css/site.css%00.png",
        "/assets/./css/site.css",
        "/assets/css",
        "/assets/nope.css",
    ])
    func refuses(target: String) throws {
        try withAssets { server, _ in
            let response = try fetch(server, target)
            #expect((400..<500).contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("secret"))
            #expect(try fetch(server, "/assets/css/site.css").status == 200)
        }
    }

    @Test("a missing public folder is a clear start-up error")
    func missingRoot() {
        #expect(throws: ServerError.self) { _ = try StaticFiles(root: "/definitely/not/here") }
    }

    @Test("the path checks, without sockets: what a wildcard matched, as sent, to the path below the folder", arguments: [
        ("css/site.css", 200, "css/site.css"), ("css/site.css/", 200, "css/site.css"),
        ("caf%C3%A9/a%20b.css", 200, "café/a b.css"), ("%63ss/site.css", 200, "css/site.css"),
        ("..", 400, ""), ("a/.", 400, ""), ("a/%2e%2E", 400, ""), ("%2e", 400, ""), ("a%2Fb", 400, ""),
        ("a\\b", 400, ""), ("a%5Cb", 400, ""), ("%252e%252e", 400, ""), ("a%01", 400, ""), ("a%zz", 400, ""),
        (".env", 404, ""), ("a/%2eenv", 404, ""), ("a//b", 404, ""), ("a//", 404, ""), ("", 404, ""), ("/", 404, ""),
    ])
    func pathChecks(raw: String, status: Int, decoded: String) {
        do {
            let path = try StaticPath.relativePath(raw[...])
            #expect(status == 200)
            #expect(path == decoded)
        } catch {
            #expect(error.status.code == status, "\(error)")
        }
    }
}

/// `next` as a responder whose answers the server may keep: every answer not marked otherwise
/// is marked reusable, as the site's shared-cache policy does.
private struct ReusingEverything<Next: Responder>: ReusableAnswers {
    let next: Next
    var answerGeneration: Int? { 0 }

    func respond(to request: Request) throws -> Response {
        var response = try next.respond(to: request)
        if response.reuse == .unspecified { response.reuse = .untilReload }
        return response
    }
}

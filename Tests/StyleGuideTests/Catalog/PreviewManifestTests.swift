import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// Every entry of `/api/previews` (with `query`), page after page by each page's `next` link.
func manifestEntries(_ server: Server, query: String = "perPage=500") throws -> [JSON] {
    var entries: [JSON] = []
    var next: String? = "/api/previews?" + query
    var total = -1
    while let target = next {
        // A page renders and hashes up to 500 previews: slow in a debug build on busy cores.
        let response = try RawConnection(port: server.port, timeout: 120).request("GET", target)
        try #require(response.status == 200, "\(target): \(response.text)")
        let page = try JSONParser.parse(response.body)
        total = Int(page["total"]?.doubleValue ?? -1)
        entries += page["previews"]?.arrayValue ?? []
        next = page["next"]?.stringValue
    }
    #expect(entries.count == total)
    return entries
}

@Suite("The preview manifest: every preview URL, its variant, inputs and hash", .serialized, .integration)
struct PreviewManifestTests {
    @Test("every URL of the bundled Config's manifest answers 200 with the bytes its sha256 names, each variant once; filters shard it")
    func everyURLAnswersItsHash() throws {
        try withBundledComponents { server in
            let entries = try manifestEntries(server)
            let library = try SnapshotLoader.load(configDirectory: RepositoryPaths.config).get().components
            let config = library.config
            // Each styled component's styles × sizes × states × every sample × both themes.
            let expected = config.catalog.reduce(0) { sum, entry in
                sum + (config.styles[entry.about.name].map { $0.styleNames.count * entry.about.sizes.count * entry.about.states.count } ?? 0)
            } * config.samples.count * 2
            #expect(entries.count == expected)
            #expect(Set(entries.compactMap { $0["url"]?.stringValue }).count == expected)
            var mismatched: [String] = []
            for entry in entries {
                let url = try #require(entry["url"]?.stringValue)
                let response = try fetch(server, url)
                let hash = SHA256.hex(response.body)
                if response.status != 200 || entry["status"]?.doubleValue != 200 || entry["sha256"]?.stringValue != hash { mismatched.append(url) }
            }
            #expect(mismatched.isEmpty, "\(mismatched.count) URLs: \(mismatched.prefix(5))")
            let first = try #require(entries.first)
            #expect(first["inputs"] == ["theme": "light"])
            #expect(first["url"]?.stringValue?.hasPrefix("/preview/label?style=primary&size=small&state=normal&sample=") == true)
            // Filters shard the list: each shard is the whole list's entries that match, in its order.
            for (query, keep) in [("component=button", { (entry: JSON) in entry["component"] == "button" }),
                                  ("component=toggle&theme=dark", { (entry: JSON) in entry["component"] == "toggle" && entry["inputs"]?["theme"] == "dark" })] {
                let shard = try manifestEntries(server, query: query + "&perPage=500")
                #expect(!shard.isEmpty && shard == entries.filter(keep), "\(query)")
            }
        }
    }

    @Test("a token that only the toggle's small size uses changes the visual hash of exactly those previews, and no document's bytes")
    func oneTokenChangesOnlyItsPreviews() throws {
        let copy = NSTemporaryDirectory() + "swatchbook-manifest-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: RepositoryPaths.config, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // The token is outside the theme modifier's sets, so the light previews stand for the dark ones too.
        var before: [JSON] = []
        try withServedConfig(copy, publicFolder: RepositoryPaths.publicFolder, strictness: .strict) { before = try manifestEntries($0, query: "theme=light&perPage=500") }
        let file = copy + "/tokens/semantic/components.tokens.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""sm": { "$value": { "value": 16, "unit": "px" } }"#,
                                               with: #""sm": { "$value": { "value": 18, "unit": "px" } }"#)
        try #require(edited != text)
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        var after: [JSON] = []
        try withServedConfig(copy, publicFolder: RepositoryPaths.publicFolder, strictness: .strict) { after = try manifestEntries($0, query: "theme=light&perPage=500") }
        try #require(before.count == after.count && !before.isEmpty)
        var changed: [String] = []
        for (old, new) in zip(before, after) {
            #expect(old["url"] == new["url"] && old["sha256"] == new["sha256"])
            if old["visualSha256"] != new["visualSha256"] { changed.append(old["url"]?.stringValue ?? "") }
        }
        let toggleSmall = before.filter { $0["component"] == "toggle" && $0["size"] == "small" }.compactMap { $0["url"]?.stringValue }
        #expect(!toggleSmall.isEmpty)
        #expect(changed == toggleSmall)
    }

    @Test("pages: the default size, next links that keep the filters, the last page's next is null, and the ETag")
    func paging() throws {
        try withBundledComponents { server in
            let first = try JSONParser.parse(fetch(server, "/api/previews?component=badge&perPage=7").body)
            let total = Int(first["total"]?.doubleValue ?? 0)
            #expect(first["perPage"] == 7 && first["page"] == 1 && first["pages"]?.doubleValue == Double((total + 6) / 7))
            #expect(first["next"] == "/api/previews?component=badge&perPage=7&page=2")
            #expect(first["hash"] == "sha256")
            let last = try JSONParser.parse(fetch(server, "/api/previews?component=badge&perPage=7&page=\((total + 6) / 7)").body)
            #expect(last["next"]?.isNull == true)
            #expect(last["previews"]?.arrayValue?.count == total - 7 * ((total + 6) / 7 - 1))
            let plain = try fetch(server, "/api/previews")
            #expect(try JSONParser.parse(plain.body)["previews"]?.arrayValue?.count == PreviewManifestQuery.defaultPerPage)
            let etag = try #require(plain.header("ETag"))
            #expect(try fetch(server, "/api/previews", headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    static let badQueries: [(query: String, status: Int, message: String)] = [
        ("page=0", 400, "'page' must be a whole number from 1, found '0'"),
        ("page=two", 400, "'page' must be a whole number from 1, found 'two'"),
        ("page=99999999999999999999999", 404, "there is no page 99999999999999999999999"),
        ("perPage=0", 400, "'perPage' must be a whole number from 1, found '0'"),
        ("perPage=-3", 400, "'perPage' must be a whole number from 1, found '-3'"),
        ("perPage=501", 400, #"'perPage' asks for 501 previews on one page; the limit is 500 previews ("limits": {"previewsPerPage": …} in swatchbook.json)"#),
        ("perPage=1&perPage=2", 400, "query parameter 'perPage' is given more than once"),
        ("component=nope", 400, "'nope' is not a component with previews; allowed: label, badge,"),
        ("theme=auto", 400, "'auto' is not a context of theme; allowed: light, dark"),
        ("style=primary", 400, "unknown query parameter 'style'; allowed: component, perPage, page, theme"),
    ]

    @Test("a wrong parameter is a JSON error naming what is allowed", arguments: badQueries)
    func badParameters(query: String, status: Int, message: String) throws {
        try withBundledComponents { server in
            let response = try fetch(server, "/api/previews?" + query)
            #expect(response.status == status)
            let text = try JSONParser.parse(response.body)["error"]?["message"]?.stringValue ?? ""
            #expect(text.hasPrefix(message), "\(text)")
        }
    }

    @Test("previewsPerPage in limits bounds perPage and is read from swatchbook.json", arguments: [(3, "perPage=4", 400), (3, "perPage=3", 200)])
    func perPageLimit(limit: Int, query: String, status: Int) throws {
        let config = try TemporaryConfig(settings: #"{"limits": {"previewsPerPage": \#(limit)}}"#)
        defer { config.remove() }
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory).get()
        #expect(snapshot.settings.previewsPerPage == limit)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        try withServer(try Application(store: SnapshotStore(snapshot), publicDirectory: nil, logger: logger).responder()) { server in
            #expect(try fetch(server, "/api/previews?" + query).status == status)
            // Without components, the one page is empty.
            let page = try JSONParser.parse(fetch(server, "/api/previews").body)
            #expect(page["total"] == 0 && page["previews"] == [] && page["perPage"]?.doubleValue == Double(min(limit, 100)))
        }
    }

    @Test("two loads of the same Config render every preview of a page to the same bytes")
    func deterministic() throws {
        var pages: [[UInt8]] = []
        for _ in 0..<2 {
            try withBundledComponents { server in
                pages.append(try RawConnection(port: server.port, timeout: 120).request("GET", "/api/previews?perPage=500&page=3").body)
            }
        }
        #expect(pages[0] == pages[1])
        #expect(!pages[0].isEmpty)
    }
}

import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// The static export's preview manifest: `api/previews.json` and its further pages list the
/// server's previews at the exported files' links, each hash that of the file as written.
@Suite(.serialized, .integration) struct PreviewManifestExportTests {
    /// Each entry of the exported manifest, following `next` from `api/previews.json`; the pages' paths.
    static func entries(of export: WrittenExport, basePath: String) throws -> (entries: [[String: Any]], pages: [String]) {
        var entries: [[String: Any]] = []
        var pages: [String] = []
        var next: String? = basePath + "api/previews.json"
        while let link = next {
            let path = String(try #require(link.removingPercentEncoding?.dropFirst(basePath.count)))
            pages.append(path)
            let bytes = try #require(export.file(path), "no \(path)")
            let page = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            entries += try #require(page["previews"] as? [[String: Any]])
            next = page["next"] as? String
        }
        return (entries, pages)
    }

    @Test func everyExportedPreviewURLLeadsToAFileWhoseBytesItsHashNames() throws {
        let (config, publicFolder) = try StaticExportTests.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        // Ten previews to a page, so the manifest has several.
        try config.write(#"{"name": "Tiny & Co", "preview": {"background": "{color.paper}"}, "limits": {"previewsPerPage": 10}}"#)
        let export = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), basePath: "/design/", previews: .all)
        defer { export.remove() }
        let (entries, pages) = try Self.entries(of: export, basePath: "/design/")
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory).get()
        let total = PreviewManifest.enumeration(of: snapshot.components).count
        #expect(entries.count == total && total > 10)
        #expect(pages.first == "api/previews.json" && pages.dropFirst().first == "api/previews/page=2.json")
        for entry in entries {
            let url = try #require(entry["url"] as? String)
            #expect(url.hasPrefix("/design/preview/label/") && url.hasSuffix("/"))
            let path = String(try #require(url.removingPercentEncoding?.dropFirst("/design/".count))) + "index.html"
            let bytes = try #require(export.file(path), "no \(path)")
            #expect(entry["sha256"] as? String == SHA256.hex(bytes))
            #expect(entry["status"] as? Int == 200)
            #expect((entry["inputs"] as? [String: String])?["theme"] != "auto")
        }
        // The export's own manifest lists the pages with their checksums.
        let files = try #require(export.manifestJSON["files"] as? [[String: Any]])
        for page in pages {
            let listed = try #require(files.first { $0["path"] as? String == page })
            #expect(listed["sha256"] as? String == SHA256.hex(export.file(page) ?? []))
        }
    }

    @Test func anExportOfLinkedPreviewsWritesNoManifest() throws {
        let (config, publicFolder) = try StaticExportTests.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let export = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), previews: .linked)
        defer { export.remove() }
        #expect(export.file("api/previews.json") == nil)
    }
}

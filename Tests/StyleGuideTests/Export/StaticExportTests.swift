import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// The export engine over whole Configs: every link of every exported page and stylesheet leads
/// to an exported file under the base path, the manifest describes every file, and the same
/// Config gives the same bytes whatever the number of workers.
@Suite(.serialized, .integration) struct StaticExportTests {
    /// A small Config with a component's styles, a sample, a doc linking elsewhere, and a public folder.
    static func smallConfig() throws -> (TemporaryConfig, String) {
        let config = try TemporaryConfig(settings: #"{"name": "Tiny & Co", "preview": {"background": "{color.paper}"}}"#)
        try FileManager.default.createDirectory(atPath: config.directory + "/styles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: config.directory + "/samples", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("styles/label.json",
                             #"{"sample": "words", "styles": {"primary": {"base": {"foreground": "{color.text}"}}, "quiet": {"base": {"foreground": "{color.ink}"}}}}"#)
        try config.writeFile("samples/words.json", #"{"items": [{"primaryText": "Hello there"}]}"#)
        try config.writeFile("docs/notes.md", "---\ntitle: Notes\n---\n# Notes\n\nSee [the tokens](/tokens) and ![a dot](/assets/dot.svg).\n")
        let publicFolder = config.directory + "-public"
        try FileManager.default.createDirectory(atPath: publicFolder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg"/>"#.write(toFile: publicFolder + "/dot.svg", atomically: true, encoding: .utf8)
        return (config, publicFolder)
    }

    @Test func everyLinkOfTheAcmeExportLeadsToAnExportedFileUnderTheBasePath() throws {
        let export = try WrittenExport(config: RepositoryPaths.acme, basePath: "/design/")
        defer { export.remove() }
        #expect(export.site.brokenLinks.isEmpty)
        let broken = export.brokenLinks(basePath: "/design/")
        #expect(broken.isEmpty, "\(broken.prefix(10))")
        let paths = Set(export.files.map(\.path))
        // A copy of the guide per choice of each modifier (mode: auto, light, dark; density: two), and their combinations.
        for path in ["index.html", "in/mode=dark/index.html", "in/density=compact/index.html", "in/mode=dark/density=compact/tokens/index.html",
                     "search/index.html", "search/index.json", "in/mode=dark/search/index.json", "api/tokens.json", "api/modifiers.json", "api/tokens/format=css.css"] {
            #expect(paths.contains(path), "no \(path)")
        }
        let text = String(decoding: export.file("index.html") ?? [], as: UTF8.self)
        #expect(text.contains(#"data-export="static""#))
        #expect(!text.contains("/healthz") && !text.contains("data-live-reload"))
        #expect(export.site.fileCount == export.files.count + 1)
        #expect(export.site.totalBytes == export.files.reduce(export.manifest.count) { $0 + $1.bytes.count })
        // Nothing is left beside the folder: the staging folder was renamed into place.
        #expect(try WrittenExport.leftovers(beside: export.folder).isEmpty)
    }

    @Test func theSameConfigGivesTheSameBytesWithAnyNumberOfWorkers() throws {
        let (config, publicFolder) = try Self.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let one = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), workers: 1, previews: .all)
        defer { one.remove() }
        let four = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), workers: 4, previews: .all)
        defer { four.remove() }
        #expect(one.files.map(\.path) == four.files.map(\.path))
        #expect(one.files.map(\.bytes) == four.files.map(\.bytes))
        #expect(one.manifest == four.manifest)
        #expect(one.brokenLinks(basePath: "/").isEmpty, "\(one.brokenLinks(basePath: "/").prefix(10))")
        let paths = Set(one.files.map(\.path))
        #expect(paths.contains("assets/dot.svg"))
        #expect(paths.contains("docs/notes/index.html"))
        // Every preview: 2 styles × the label's sizes and states × 1 sample × 3 theme choices.
        let previews = one.files.filter { $0.path.hasPrefix("preview/label/") }
        #expect(previews.count == 2 * 3 * 3 * 1 * 3 || previews.count > 20, "\(previews.count) previews")
        #expect(paths.contains("preview/label/sample=words&size=medium&state=normal&style=quiet&theme=dark/index.html"))
    }

    @Test func theManifestListsEveryFileWithItsURLTypeSizeAndChecksum() throws {
        let (config, publicFolder) = try Self.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let export = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), basePath: "/docs-site/")
        defer { export.remove() }
        let manifest = export.manifestJSON
        #expect(manifest["basePath"] as? String == "/docs-site/")
        #expect(manifest["fileCount"] as? Int == export.files.count)
        #expect(manifest["kept"] as? [String] == [])
        let entries = try #require(manifest["files"] as? [[String: Any]])
        #expect(entries.map { $0["path"] as? String ?? "" } == export.files.map(\.path))
        for (entry, file) in zip(entries, export.files) {
            #expect(entry["bytes"] as? Int == file.bytes.count)
            #expect(entry["sha256"] as? String == SHA256.hex(file.bytes))
        }
        let css = try #require(entries.first { $0["path"] as? String == "api/tokens/format=css.css" })
        #expect(css["contentType"] as? String == "text/css; charset=utf-8")
        #expect(css["url"] as? String == "/api/tokens?format=css")
        let dark = try #require(entries.first { $0["path"] as? String == "in/theme=dark/tokens/index.html" })
        #expect(dark["url"] as? String == "/tokens?theme=dark")
        #expect(dark["contentType"] as? String == "text/html; charset=utf-8")
        #expect(!String(decoding: export.manifest, as: UTF8.self).contains("loadedAt"))
    }

    @Test func theSearchIndexLinksToTheExportedPagesOfItsCopy() throws {
        let (config, publicFolder) = try Self.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let export = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), basePath: "/d/")
        defer { export.remove() }
        let index = try #require(export.file("in/theme=dark/search/index.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(index)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: String]])
        let token = try #require(entries.first { $0["title"] == "color.ink" })
        #expect(token["url"] == "/d/in/theme=dark/tokens/color/#color.ink")
        #expect(token["titleKey"] == "color.ink")
        let page = String(decoding: export.file("in/theme=dark/search/index.html") ?? [], as: UTF8.self)
        #expect(page.contains(#"href="/d/in/theme=dark/tokens/color/#color.ink""#))
    }
}

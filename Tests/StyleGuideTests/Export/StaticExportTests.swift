import Foundation
import Testing
@testable import StyleGuide

/// The export engine over whole Configs: every link of every exported page and stylesheet leads
/// to an exported file under the base path, the manifest describes every file, and the same
/// Config gives the same bytes whatever the number of workers.
@Suite(.serialized) struct StaticExportTests {
    static func site(config: String, publicFolder: PublicFolder = .absent, basePath: String = "/", workers: Int = 2,
                     previews: ExportPreviews = .linked) throws -> ExportedSite {
        let snapshot = try SnapshotLoader.load(configDirectory: config, publicFolder: publicFolder).get()
        return try StaticExport(snapshot: snapshot, publicDirectory: publicFolder.directory, basePath: basePath, workers: workers,
                                previews: previews).render()
    }

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

    /// Every link in the site's HTML and CSS that does not lead to one of its files.
    static func brokenLinks(_ site: ExportedSite, basePath: String) -> [String] {
        let paths = Set(site.files.map(\.path))
        var broken: [String] = []
        for file in site.files {
            guard let language = ExportRenderer.language(of: .init(file.contentType)) else { continue }
            for link in LinkRewriter.links(in: String(decoding: file.bytes, as: UTF8.self), language) {
                if link.hasPrefix("#") || link.hasPrefix("https:") || link.hasPrefix("http:") || link.hasPrefix("mailto:") || link.hasPrefix("data:") { continue }
                let path = String(link.prefix { $0 != "#" && $0 != "?" })
                guard path.hasPrefix(basePath), let decoded = path.dropFirst(basePath.count).removingPercentEncoding else {
                    broken.append("\(link) in \(file.path)")
                    continue
                }
                let target = decoded.isEmpty || decoded.hasSuffix("/") ? decoded + "index.html" : decoded
                if !paths.contains(target) { broken.append("\(link) in \(file.path)") }
            }
        }
        return broken
    }

    @Test func everyLinkOfTheAcmeExportLeadsToAnExportedFileUnderTheBasePath() throws {
        let site = try Self.site(config: RepositoryPaths.acme, basePath: "/design/")
        #expect(site.brokenLinks.isEmpty)
        let broken = Self.brokenLinks(site, basePath: "/design/")
        #expect(broken.isEmpty, "\(broken.prefix(10))")
        let paths = Set(site.files.map(\.path))
        // A copy of the guide per choice of each modifier (mode: auto, light, dark; density: two), and their combinations.
        for path in ["index.html", "in/mode=dark/index.html", "in/density=compact/index.html", "in/mode=dark/density=compact/tokens/index.html",
                     "search/index.html", "search/index.json", "in/mode=dark/search/index.json", "api/tokens.json", "api/modifiers.json", "api/tokens/format=css.css"] {
            #expect(paths.contains(path), "no \(path)")
        }
        let home = try #require(site.files.first { $0.path == "index.html" })
        let text = String(decoding: home.bytes, as: UTF8.self)
        #expect(text.contains(#"data-export="static""#))
        #expect(!text.contains("/healthz") && !text.contains("data-live-reload"))
        #expect(site.files.allSatisfy { !$0.path.hasPrefix("/") && !$0.path.contains("..") })
    }

    @Test func theSameConfigGivesTheSameBytesWithAnyNumberOfWorkers() throws {
        let (config, publicFolder) = try Self.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let one = try Self.site(config: config.directory, publicFolder: .at(publicFolder), workers: 1, previews: .all)
        let four = try Self.site(config: config.directory, publicFolder: .at(publicFolder), workers: 4, previews: .all)
        #expect(one.files.map(\.path) == four.files.map(\.path))
        #expect(one.files.map(\.bytes) == four.files.map(\.bytes))
        #expect(one.manifest == four.manifest)
        #expect(Self.brokenLinks(one, basePath: "/").isEmpty, "\(Self.brokenLinks(one, basePath: "/").prefix(10))")
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
        let site = try Self.site(config: config.directory, publicFolder: .at(publicFolder), basePath: "/docs-site/")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(site.manifest)) as? [String: Any])
        #expect(manifest["basePath"] as? String == "/docs-site/")
        let entries = try #require(manifest["files"] as? [[String: Any]])
        #expect(entries.map { $0["path"] as? String ?? "" } == site.files.map(\.path))
        #expect(entries.map { $0["path"] as? String ?? "" } == entries.map { $0["path"] as? String ?? "" }.sorted())
        for (entry, file) in zip(entries, site.files) {
            #expect(entry["bytes"] as? Int == file.bytes.count)
            #expect(entry["sha256"] as? String == SHA256.hex(file.bytes))
            #expect(entry["url"] as? String == file.url)
            #expect(entry["contentType"] as? String == file.contentType)
        }
        let dark = try #require(entries.first { $0["path"] as? String == "in/theme=dark/tokens/index.html" })
        #expect(dark["url"] as? String == "/tokens?theme=dark")
        #expect(!String(decoding: site.manifest, as: UTF8.self).contains("loadedAt"))
    }

    @Test func theSearchIndexLinksToTheExportedPagesOfItsCopy() throws {
        let (config, publicFolder) = try Self.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let site = try Self.site(config: config.directory, publicFolder: .at(publicFolder), basePath: "/d/")
        let index = try #require(site.files.first { $0.path == "in/theme=dark/search/index.json" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(index.bytes)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: String]])
        let token = try #require(entries.first { $0["title"] == "color.ink" })
        #expect(token["url"] == "/d/in/theme=dark/tokens/color/#color.ink")
        #expect(token["titleKey"] == "color.ink")
        let page = try #require(site.files.first { $0.path == "in/theme=dark/search/index.html" })
        #expect(String(decoding: page.bytes, as: UTF8.self).contains(#"href="/d/in/theme=dark/tokens/color/#color.ink""#))
    }
}

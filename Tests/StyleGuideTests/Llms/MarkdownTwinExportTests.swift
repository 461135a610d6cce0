import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The static export writes `/llms.txt`, `/llms-full.txt` and every twin, linked under the base path.
@Suite(.serialized, .integration) struct MarkdownTwinExportTests {
    @Test("every link of the exported llms.txt and twins leads to an exported .md file under the base path, in each copy of the guide")
    func exportedTwins() throws {
        let (config, publicFolder) = try StaticExportTests.smallConfig()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: publicFolder) }
        let export = try WrittenExport(config: config.directory, publicFolder: .at(publicFolder), basePath: "/design/")
        defer { export.remove() }
        let files = Dictionary(export.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for path in ["llms.txt", "llms-full.txt", "index.md", "tokens.md", "tokens/color.md", "components.md", "components/label.md",
                     "docs.md", "docs/notes.md", "in/theme=dark/tokens/color.md"] {
            #expect(files[path] != nil, "no \(path)")
        }
        let llms = String(decoding: files["llms.txt"] ?? [], as: UTF8.self)
        #expect(llms.hasPrefix("# Tiny \\& Co"))
        let twins = export.files.filter { $0.path.hasSuffix(".md") || $0.path.hasSuffix(".txt") }
        var checked = 0
        for (path, bytes) in twins {
            for link in markdownLinks(in: String(decoding: bytes, as: UTF8.self)) where link.hasPrefix("/") {
                #expect(link.hasPrefix("/design/"), "\(link) in \(path)")
                let file = String(link.dropFirst("/design/".count).prefix { $0 != "#" })
                let target = PercentDecoding.decode(file) ?? file
                #expect(files[target] != nil || files[target + "index.html"] != nil, "\(link) in \(path) leads to no file")
                checked += 1
            }
        }
        #expect(checked > 10)
        // Each page's head links its twin, rewritten to the twin's file.
        let page = String(decoding: files["tokens/color/index.html"] ?? [], as: UTF8.self)
        #expect(page.contains(#"<link rel="alternate" type="text/markdown" href="/design/tokens/color.md">"#))
        let dark = String(decoding: files["in/theme=dark/tokens/color/index.html"] ?? [], as: UTF8.self)
        #expect(dark.contains(#"<link rel="alternate" type="text/markdown" href="/design/in/theme=dark/tokens/color.md">"#))
        #expect(export.manifest.count > 0)
        let manifest = String(decoding: export.manifest, as: UTF8.self)
        #expect(manifest.contains("text/markdown; charset=utf-8"))
    }
}

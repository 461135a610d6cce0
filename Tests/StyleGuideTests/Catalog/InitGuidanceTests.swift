import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `init` writes guidance for the Config's editors where the guide never shows it (issue 28,
/// item 7): in `README.md` at the Config's root and in token files' `$extensions`
/// (`com.swatchbook.guidance`), and descriptions only readers' documentation.
@Suite("init's guidance for editors stays out of the served guide", .serialized, .integration)
struct InitGuidanceTests {
    /// Every `com.swatchbook.guidance` text in a JSON value, depth first.
    static func guidance(in json: JSON) -> [String] {
        if let object = json.objectValue {
            return object.flatMap { member in
                member.key == "com.swatchbook.guidance" ? [member.value.stringValue ?? ""] : guidance(in: member.value)
            }
        }
        return json.arrayValue?.flatMap(guidance(in:)) ?? []
    }

    /// Every guide page reachable from `/` by same-site links (no API, previews or assets), as text with entities decoded.
    static func crawl(_ server: Server) throws -> [String: String] {
        var pages: [String: String] = [:], queue = ["/"]
        while let target = queue.popLast(), pages.count < 400 {
            guard pages[target] == nil else { continue }
            let response = try fetch(server, target)
            #expect(response.status == 200, "\(target)")
            let text = response.text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            pages[target] = text
            for piece in text.components(separatedBy: "href=\"/").dropFirst() {
                let link = "/" + piece.prefix { $0 != "\"" && $0 != "#" && $0 != "?" }
                if ["/api", "/preview", "/_swatchbook", "/assets", "/events", "/metrics", "/healthz"].contains(where: link.hasPrefix)
                    || link.hasSuffix(".json") || link.hasSuffix(".txt") || link.hasSuffix(".md") || link.hasSuffix(".css") { continue }
                queue.append(link)
            }
        }
        return pages
    }

    @Test("the guidance is in the files, and no page of the served guide holds any sentence of it")
    func guidanceNeverServed() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root).get()
        var sentences: [String] = []
        for file in StarterConfig.files where file.hasSuffix(".json") {
            let texts = Self.guidance(in: try JSONParser.parse(StarterConfig.contents(of: file) ?? []))
            sentences += texts.flatMap { $0.split(separator: ";").flatMap { $0.split(separator: ".") } }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 24 }
        }
        #expect(sentences.count >= 10, "the token files carry their editing notes")
        let readme = String(decoding: try #require(FileManager.default.contents(atPath: root + "/README.md")), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The issue's example, and the swatchbook.json note, moved from descriptions to the README.
        let moved = ["is named after the component it styles", "rename it and rewrite"]
        for phrase in moved { #expect(readme.lowercased().contains(phrase), "README.md holds '\(phrase)'") }
        try withSite(config: root) { server, _ in
            let pages = try Self.crawl(server)
            #expect(pages.count >= 10 && pages["/components/button"] != nil && pages["/docs/getting-started"] != nil, "\(pages.keys.sorted())")
            for (target, text) in pages {
                for sentence in sentences { #expect(!text.contains(sentence), "\(target) shows '\(sentence)'") }
                for phrase in moved + ["Swatchbook never shows it", "Editing this Config"] {
                    #expect(!text.lowercased().contains(phrase.lowercased()), "\(target) shows '\(phrase)'")
                }
            }
        }
    }

    @Test("the files' descriptions still document the design system for readers")
    func descriptionsStay() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root).get()
        try withSite(config: root) { server, _ in
            let button = try page(server, "/components/button"), space = try page(server, "/tokens/space")
            #expect(button.contains("use one primary button per view"))
            #expect(space.contains("The spacing scale for padding, gaps and margins"))
        }
    }
}

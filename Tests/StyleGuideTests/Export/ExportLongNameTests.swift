import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Names longer than a file system allows (255 bytes) and paths longer than an object key
/// (1,024 bytes with the base path) are shortened with a hash, the same way every time, and
/// every link follows them.
@Suite(.integration) struct ExportLongNameTests {
    static let long = String(repeating: "caf\u{E9}", count: 40)

    @Test(arguments: [(255, "", 255), (256, "", 255), (600, ".json", 255), (254, ".json", 255), (10, ".d.ts", 15)])
    func aNameIsCutToTheLimitKeepingItsSuffix(_ example: (length: Int, suffix: String, expected: Int)) {
        let name = String(repeating: "a", count: example.length)
        let fitted = ExportFileName.fitted(name, suffix: example.suffix)
        #expect(fitted.utf8.count == min(example.expected, example.length + example.suffix.utf8.count))
        #expect(fitted.hasSuffix(example.suffix))
        #expect(fitted.contains("~") == (example.length + example.suffix.utf8.count > 255))
    }

    @Test func aShortenedNameDependsOnTheWholeNameAndNeverEndsInsideAnEscape() {
        let encoded = ExportFileName.segment(Self.long)
        #expect(encoded.utf8.count == 360)
        let fitted = ExportFileName.fitted(encoded)
        #expect(fitted == ExportFileName.fitted(encoded))
        #expect(fitted != ExportFileName.fitted(encoded + "x"))
        #expect(fitted.utf8.count <= 255)
        let start = fitted.prefix { $0 != "~" }
        #expect(encoded.hasPrefix(start))
        // The cut keeps whole escapes: the start never ends in `%` or `%X`.
        #expect(!start.hasSuffix("%") && !start.dropLast().hasSuffix("%"))
    }

    @Test func aLongPathKeepsItsLeadingFoldersAndFoldsTheRestIntoOne() {
        let segments = ["docs"] + Array(repeating: String(repeating: "b", count: 250), count: 6) + ["index.html"]
        let path = ExportFileName.joined(segments, within: 1_024)
        #expect(path.utf8.count <= 1_024)
        let parts = path.split(separator: "/").map(String.init)
        #expect(parts.first == "docs" && parts.last == "index.html")
        #expect(parts.dropLast().last?.hasPrefix("~") == true)
        #expect(path == ExportFileName.joined(segments, within: 1_024))
        #expect(ExportFileName.joined(["a", "b.json"], within: 1_024) == "a/b.json")
    }

    @Test func aTokenNamedCafeFortyTimesIsExportedWithEveryLinkLeadingToItsFile() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Long names"}"#)
        defer { config.remove() }
        // 200 bytes (within nameBytes, 256): its percent-encoded name is 600 bytes.
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
                   "\(Self.long)": {"$value": "{color.ink}"}},
         "\(Self.long)": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}}
        """)
        let folders = (1...5).map { "\($0)" + String(repeating: "\u{E9}", count: 100) }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/" + folders.joined(separator: "/"), withIntermediateDirectories: true)
        try config.writeFile("docs/" + folders.joined(separator: "/") + "/deep.md", "---\ntitle: Deep\n---\n# Deep\n\nBack to [the tokens](/tokens).\n")
        let export = try WrittenExport(config: config.directory, basePath: "/design/")
        defer { export.remove() }
        #expect(export.site.brokenLinks.isEmpty, "\(export.site.brokenLinks.prefix(5))")
        let broken = export.brokenLinks(basePath: "/design/")
        #expect(broken.isEmpty, "\(broken.prefix(5))")
        for file in export.files {
            #expect(file.path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 }, "\(file.path)")
            #expect(file.path.utf8.count + "design/".utf8.count <= 1_024, "\(file.path)")
        }
        let shortened = export.files.filter { $0.path.contains("~") }.map(\.path)
        #expect(shortened.contains { $0.hasPrefix("api/tokens/color.caf") && $0.hasSuffix(".json") }, "\(shortened)")
        #expect(shortened.contains { $0.hasPrefix("tokens/caf") && $0.hasSuffix("/index.html") }, "\(shortened)")
        #expect(shortened.contains { $0.hasPrefix("docs/1%C3%A9") && $0.hasSuffix("/index.html") }, "\(shortened)")
        // The same Config gives the same names.
        let again = try WrittenExport(config: config.directory, basePath: "/design/")
        defer { again.remove() }
        #expect(again.files.map(\.path) == export.files.map(\.path))
    }
}

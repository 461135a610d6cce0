import DesignSystem
import Foundation
import Testing
@testable import StyleGuide

/// The Config `swatchbook init` writes (``StarterConfig``), written in-process into temporary folders.
@Suite("StarterConfig: the Config init writes")
struct StarterConfigTests {
    /// Every file the starter holds, by path below the Config folder.
    static let expectedFiles = [
        "README.md",
        "docs/getting-started.md",
        "samples/actions.json",
        "styles/button.json",
        "swatchbook.json",
        "tokens/core/color.tokens.json",
        "tokens/core/radius.tokens.json",
        "tokens/core/space.tokens.json",
        "tokens/core/typography.tokens.json",
        "tokens/semantic/control.tokens.json",
        "tokens/swatchbook.resolver.json",
        "tokens/theme/dark.tokens.json",
        "tokens/theme/light.tokens.json",
    ]

    /// A fresh temporary folder, not yet created; remove it with `FileManager`.
    static func temporaryFolder() -> String { NSTemporaryDirectory() + "swatchbook-starter-\(UUID().uuidString)" }

    /// Every regular file below `folder`, as sorted relative paths.
    static func files(below folder: String) -> [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        return paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    @Test("writes exactly the listed files, creating the folder; each JSON file parses and the guide has front matter")
    func writesTheFiles() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(StarterConfig.files == Self.expectedFiles)
        let written = try StarterConfig.write(to: root + "/nested/Config").get()
        #expect(written == Self.expectedFiles.map { root + "/nested/Config/" + $0 })
        #expect(Self.files(below: root + "/nested/Config") == Self.expectedFiles)
        for file in Self.expectedFiles {
            let bytes = try #require(FileManager.default.contents(atPath: root + "/nested/Config/" + file))
            #expect([UInt8](bytes) == StarterConfig.contents(of: file), "\(file) is written as embedded")
            if file.hasSuffix(".json") {
                #expect(throws: Never.self, "\(file) parses") { try JSONParser.parse([UInt8](bytes)) }
            }
        }
        let guide = String(decoding: try #require(StarterConfig.contents(of: "docs/getting-started.md")), as: UTF8.self)
        #expect(guide.hasPrefix("---\ntitle: Getting started\ndescription: "))
        #expect(guide.contains("\norder: 1\n---\n"))
    }

    @Test("a strict load has no diagnostic at all: no error, no warning")
    func loadsStrictlyWithoutWarnings() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root).get()
        let config = try ConfigLoader(directory: root).load(strictness: .strict, publicFolder: .absent).get()
        #expect(config.warnings.isEmpty, "\(config.warnings.map(\.description))")
        #expect(config.tokens.modifiers.map(\.name) == ["theme"])
        #expect(config.tokens.modifiers.first?.contextNames == ["light", "dark"])
        #expect(config.components.catalog.map(\.about.name) == ["button"])
        #expect(config.docs.page(at: "getting-started") != nil)
        let light = try #require(config.tokens.permutations[Permutation(["theme": "light"])])
        let dark = try #require(config.tokens.permutations[Permutation(["theme": "dark"])])
        #expect(Set(light.tokens.map(\.path)) == Set(dark.tokens.map(\.path)), "light and dark define the same paths")
    }

    @Test("every button style meets WCAG AA (text on its fill) in every size and state of both themes")
    func buttonContrast() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root).get()
        let config = try ConfigLoader(directory: root).load(strictness: .strict, publicFolder: .absent).get()
        let button = try #require(config.components.styles["button"])
        #expect(button.styleNames.count >= 2)
        var measured = 0
        for (permutation, set) in config.tokens.permutations {
            for style in button.styleNames {
                for size in ComponentSize.all {
                    for state in button.states {
                        let resolved = try #require(button.resolve(style, size: size, state: state, in: set))
                        #expect(resolved.contrast.filter { $0.kind == .text }.count == 1,
                                "\(permutation) \(style) \(size) \(state): \(resolved.notes)")
                        for result in resolved.contrast {
                            measured += 1
                            #expect(result.aa, "\(permutation) \(style) \(size) \(state): \(result.roundedRatio):1")
                        }
                    }
                }
            }
        }
        #expect(measured >= 2 * button.styleNames.count * 3 * button.states.count)
    }

    @Test("one existing file: the error names it and nothing is written")
    func refusesAnExistingFile() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/styles", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/styles/button.json"))
        let result = StarterConfig.write(to: root)
        #expect(result == .failure(.obstacles([Obstacle(path: root + "/styles/button.json", reason: "the file exists")])))
        #expect(Self.files(below: root) == ["styles/button.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["styles"])
        #expect(FileManager.default.contents(atPath: root + "/styles/button.json") == Data("{}".utf8))
    }

    @Test("a symbolic link where a folder goes, or in the place of a file, is refused and nothing is written")
    func refusesLinks() throws {
        let root = Self.temporaryFolder(), elsewhere = Self.temporaryFolder()
        defer { for folder in [root, elsewhere] { try? FileManager.default.removeItem(atPath: folder) } }
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/tokens", withDestinationPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: root + "/docs/getting-started.md", withDestinationPath: elsewhere + "/nothing.md")
        guard case .failure(.obstacles(let obstacles)) = StarterConfig.write(to: root) else {
            Issue.record("links were written through")
            return
        }
        #expect(obstacles.map(\.path) == [root + "/tokens", root + "/docs/getting-started.md"])
        #expect(obstacles.first?.reason.contains("symbolic link") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "nothing written through the link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["docs", "tokens"])
        #expect(!FileManager.default.fileExists(atPath: elsewhere + "/nothing.md"))
    }

    @Test("a file that appears after the check makes the write fail and removes every file and folder it made")
    func rollsBack() throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let files = Self.expectedFiles.map { (path: $0, bytes: StarterConfig.contents(of: $0) ?? []) }
        let creation = NewFiles(root: root, files: files)
        #expect(creation.obstacles().isEmpty)
        try Data("late".utf8).write(to: URL(fileURLWithPath: root + "/swatchbook.json"))
        guard case .failure(.writeFailed(let path, _)) = creation.write() else {
            Issue.record("the write replaced a file that appeared")
            return
        }
        #expect(path == root + "/swatchbook.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["swatchbook.json"], "the rest was removed")
        #expect(FileManager.default.contents(atPath: root + "/swatchbook.json") == Data("late".utf8))
    }
}

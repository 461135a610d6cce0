import DesignSystem
import Foundation
import Testing
@testable import StyleGuide

/// An absolute `"resolver"` path in swatchbook.json (issue 28, item 6): honoured as it is, within
/// the same boundary as every other file of the Config — inside the folder it loads; outside, it is
/// refused with a message naming the setting and the ways on, unless `followLinksOutsideConfig` allows it.
@Suite("Absolute resolver paths")
struct AbsoluteResolverPathTests {
    /// A folder holding `Design/` (a Config whose tokens are under `Design/tokens/`) and `shared/`
    /// (the same token files, outside the Config).
    static func makeRoot() throws -> String {
        let root = NSTemporaryDirectory() + "swatchbook-absolute-\(UUID().uuidString)"
        for folder in ["Design/tokens", "shared"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "core", "sources": [{"$ref": "core.tokens.json"}]}]}"#
                .write(toFile: root + "/" + folder + "/team.resolver.json", atomically: true, encoding: .utf8)
            try #"{"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}"#
                .write(toFile: root + "/" + folder + "/core.tokens.json", atomically: true, encoding: .utf8)
        }
        return root
    }

    static func load(_ root: String, resolver: String, followLinks: Bool = false) throws -> Result<LoadedConfig, Diagnostics> {
        try #"{"name": "Team", "resolver": "\#(resolver)", "followLinksOutsideConfig": \#(followLinks)}"#
            .write(toFile: root + "/Design/swatchbook.json", atomically: true, encoding: .utf8)
        return ConfigLoader(directory: root + "/Design").load(strictness: .strict)
    }

    @Test("an absolute path inside the Config folder loads, as the relative one does (no doubled path)")
    func inside() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try Self.load(root, resolver: root + "/Design/tokens/team.resolver.json").get()
        #expect(loaded.tokens.permutations.values.first?.tokens.count == 1)
    }

    @Test("an absolute path outside the Config is refused: the message names \"resolver\", followLinksOutsideConfig and serve --resolver")
    func outsideRefused() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = root + "/shared/team.resolver.json"
        guard case .failure(let problems) = try Self.load(root, resolver: outside) else {
            Issue.record("a resolver outside the Config loaded")
            return
        }
        let problem = try #require(problems.list.first)
        #expect(problems.list.count == 1)
        #expect(problem.rule == .linkOutsideConfig)
        #expect(problem.file.hasSuffix("Design/swatchbook.json"))
        #expect(problem.path == JSONPointer(tokens: ["resolver"]))
        for words in ["absolute path '\(outside)'", "\"followLinksOutsideConfig\": true", "swatchbook serve --resolver \(outside)",
                      "tokens/team.resolver.json"] {
            #expect(problem.message.contains(words), "\(problem.message)")
        }
        #expect(!problem.message.contains("//"), "no doubled path: \(problem.message)")
    }

    @Test("an absolute path outside the Config loads when followLinksOutsideConfig allows files outside")
    func outsideAllowed() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try Self.load(root, resolver: root + "/shared/team.resolver.json", followLinks: true).get()
        #expect(loaded.tokens.permutations.values.first?.tokens.count == 1)
    }

    @Test("a missing absolute resolver says there is none there, naming the path once")
    func missing() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        guard case .failure(let problems) = try Self.load(root, resolver: root + "/nowhere/x.resolver.json") else {
            Issue.record("a missing resolver loaded")
            return
        }
        #expect(problems.list.first?.rule == .missingResolver)
        #expect(problems.list.first?.file == root + "/nowhere/x.resolver.json")
    }
}

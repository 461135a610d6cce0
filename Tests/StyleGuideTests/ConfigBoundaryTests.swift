import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

@Suite("A Config reads only files inside its folder", .integration)
struct ConfigBoundaryTests {
    /// A folder outside any Config, removed with ``remove()``, holding the files links lead to.
    struct Outside {
        let directory = NSTemporaryDirectory() + "swatchbook-outside-\(UUID().uuidString)"

        init() throws { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }

        /// Writes `text` at `relative` inside the folder and returns its absolute path.
        @discardableResult
        func write(_ relative: String, _ text: String) throws -> String {
            let path = directory + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        func remove() { try? FileManager.default.removeItem(atPath: directory) }
    }

    static func link(_ config: TemporaryConfig, _ relative: String, to target: String) throws {
        let path = config.directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    static let coreTokens = """
    {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
               "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
    """

    @Test("docs/passwd.md linked to /etc/passwd is refused by a reload: /docs/passwd stays 404 and search never finds it")
    func passwordFile() throws {
        try #require(FileManager.default.fileExists(atPath: "/etc/passwd"), "this test needs /etc/passwd")
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/intro.md", "# Intro\n\nWelcome to the system.\n")
        try withSite(config: config.directory) { server, store in
            try Self.link(config, "docs/passwd.md", to: "/etc/passwd")
            let problems = try #require(SnapshotLoader.reload(into: store))
            #expect(problems.map(\.rule) == [.linkOutsideConfig])
            #expect(problems.first?.file == config.directory + "/docs/passwd.md")
            #expect(problems.first?.description.contains("followLinksOutsideConfig") == true)
            #expect(try fetch(server, "/docs/passwd").status == 404)
            #expect(try fetch(server, "/docs/intro").status == 200)
            let search = try fetch(server, "/search?q=root")
            #expect(search.status == 200 && !search.text.contains("/docs/passwd") && !search.text.contains("root:x"))
        }
        let fresh = ConfigLoader(directory: config.directory).load(strictness: .strict)
        #expect(fresh.failureList?.map(\.rule) == [.linkOutsideConfig])
    }

    /// Each kind of file a Config is read from, as a link to a file of the same kind outside it.
    static let kinds: [(what: String, link: String, target: String, text: String)] = [
        ("settings", "swatchbook.json", "settings.json", #"{"name": "Elsewhere"}"#),
        ("resolver", "tokens/swatchbook.resolver.json", "resolver.json", #"{"version": "2025.10", "resolutionOrder": []}"#),
        ("token file", "tokens/core.tokens.json", "core.tokens.json", coreTokens),
        ("docs page", "docs/guide.md", "guide.md", "# Guide\n"),
        ("styles file", "styles/button.json", "button.json", #"{"styles": {}}"#),
        ("sample file", "samples/people.json", "people.json", #"{"items": [{"primaryText": "Ada"}]}"#),
        ("template component", "components/chip/template.html", "template.html", "<span data-part=\"primary\">{{primaryText}}</span>"),
    ]

    @Test("every kind of Config file reached through a link leading out is an error naming the link", arguments: kinds.indices)
    func everyKind(_ index: Int) throws {
        let kind = Self.kinds[index]
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        let outside = try Outside()
        defer { config.remove(); outside.remove() }
        if kind.what == "template component" {
            try FileManager.default.createDirectory(atPath: config.directory + "/components/chip", withIntermediateDirectories: true)
            try config.writeFile("components/chip/component.json", #"{"title": "Chip", "summary": "A chip.", "parts": ["primary"]}"#)
        }
        try Self.link(config, kind.link, to: try outside.write(kind.target, kind.text))
        let problems = ConfigLoader(directory: config.directory).load(strictness: .strict).failureList ?? []
        let refusal = problems.first { $0.rule == .linkOutsideConfig }
        #expect(refusal?.file == config.directory + "/" + kind.link, "\(kind.what): \(problems)")
        #expect(refusal?.message.contains(outside.directory) == false, "the message names where the link leads")
    }

    @Test("a folder linked out (docs/shared → elsewhere) is refused for each file read through it")
    func linkedFolder() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        let outside = try Outside()
        defer { config.remove(); outside.remove() }
        try outside.write("shared/colours.md", "# Colours\n")
        try Self.link(config, "docs/shared", to: outside.directory + "/shared")
        let problems = ConfigLoader(directory: config.directory).load(strictness: .strict).failureList ?? []
        #expect(problems.contains { $0.rule == .linkOutsideConfig && $0.file.hasSuffix("docs/shared/colours.md") }, "\(problems)")
    }

    @Test("a resolver's '../' path to a token file outside the Config is refused the same way")
    func dotDotPath() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        let sibling = config.directory + "-sibling.tokens.json"
        try Self.coreTokens.write(toFile: sibling, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: sibling) }
        let name = (sibling as NSString).lastPathComponent
        let resolver = try String(contentsOfFile: config.directory + "/tokens/swatchbook.resolver.json", encoding: .utf8)
        try config.writeFile("tokens/swatchbook.resolver.json", resolver.replacing(#""core.tokens.json""#, with: "\"../../\(name)\""))
        let problems = ConfigLoader(directory: config.directory).load(strictness: .strict).failureList ?? []
        #expect(problems.contains { $0.rule == .linkOutsideConfig && $0.file.hasSuffix(name) }, "\(problems)")
    }

    @Test("links inside the Config are followed; with followLinksOutsideConfig so are links leading out")
    func allowed() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        let outside = try Outside()
        defer { config.remove(); outside.remove() }
        try config.writeFile("tokens/real.tokens.json", Self.coreTokens)
        try Self.link(config, "tokens/core.tokens.json", to: "real.tokens.json")
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try Self.link(config, "docs/shared.md", to: try outside.write("shared.md", "# Shared page\n"))
        let refused = ConfigLoader(directory: config.directory).load(strictness: .strict).failureList ?? []
        #expect(refused.map(\.rule) == [.linkOutsideConfig] && refused.first?.file.hasSuffix("docs/shared.md") == true, "\(refused)")
        try config.write(#"{"name": "Acme", "followLinksOutsideConfig": true}"#)
        let loaded = try ConfigLoader(directory: config.directory).load(strictness: .strict).get()
        #expect(loaded.docs.pages.contains { $0.path == "shared" })
        #expect(loaded.tokens.permutations.values.first?.tokens.count == 3)
    }

    @Test("followLinksOutsideConfig must be true or false")
    func settingType() {
        let result = Settings.parse(Array(#"{"followLinksOutsideConfig": "yes"}"#.utf8), file: "swatchbook.json")
        #expect(result.failureList?.map(\.description) == ["swatchbook.json:1: error: at /followLinksOutsideConfig: must be true or false, found string [wrong-type]"])
    }

    @Test("a sample image is checked as /assets/ serves it: a link in Public/ leading out is a missing image")
    func sampleImages() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        let outside = try Outside()
        defer { config.remove(); outside.remove() }
        let publicFolder = config.directory + "-public"
        defer { try? FileManager.default.removeItem(atPath: publicFolder) }
        try FileManager.default.createDirectory(atPath: publicFolder + "/images", withIntermediateDirectories: true)
        try "inside".write(toFile: publicFolder + "/images/in.svg", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: publicFolder + "/images/out.svg",
                                                   withDestinationPath: try outside.write("secret.svg", "outside"))
        try FileManager.default.createSymbolicLink(atPath: publicFolder + "/images/alias.svg", withDestinationPath: "in.svg")
        for (image, accepted) in [("images/in.svg", true), ("images/alias.svg", true), ("images/out.svg", false)] {
            try config.writeFile("samples.json", #"{"items": [{"primaryText": "Ada", "image": "\#(image)"}]}"#)
            let (sets, problems) = ConfigLoader(directory: config.directory)
                .readSamples([("people", config.directory + "/samples.json")], publicFolder: .at(publicFolder))
            #expect(sets.count == (accepted ? 1 : 0), "\(image): \(problems)")
            #expect(problems.contains { $0.rule == .missingImage } == !accepted, "\(image): \(problems)")
        }
    }
}

extension Result where Failure == Diagnostics {
    /// The diagnostics of a failure; nil on success.
    var failureList: [Diagnostic]? {
        if case .failure(let found) = self { return found.list }
        return nil
    }
}

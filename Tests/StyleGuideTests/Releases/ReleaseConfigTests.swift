import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// A small Config (``TemporaryConfig``: `color.ink`, `color.paper`, and `color.text` per theme)
/// with files written below it, for release tests.
struct ReleaseConfig {
    let config: TemporaryConfig
    var directory: String { config.directory }

    /// The Config with `settings`, and each file of `files` (relative path, text) written, folders made.
    init(settings: String, files: [(String, String)] = []) throws {
        config = try TemporaryConfig(settings: settings)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ relative: String, _ text: String) throws {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func remove() { config.remove() }

    /// A release folder `releases/<version>` holding a resolver like today's, `color.ink` being `ink`.
    static func resolverRelease(_ version: String, ink: String = "[0.2, 0.2, 0.2]") -> [(String, String)] {
        let folder = "releases/\(version)/"
        return [
            (folder + "old.resolver.json", """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
                                     "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
            """),
            (folder + "core.tokens.json", """
            {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": \(ink)}},
                       "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
            """),
            (folder + "light.tokens.json", #"{"color": {"text": {"$type": "color", "$value": "{color.ink}"}}}"#),
            (folder + "dark.tokens.json", #"{"color": {"text": {"$type": "color", "$value": "{color.paper}"}}}"#),
        ]
    }
}

@Suite("Releases in a Config: what a load checks, and what is read on first use", .integration)
struct ReleaseConfigTests {
    @Test("each release's path and inputs are checked at load, with the JSON path and rule", arguments: [
        (#"{"version": "1.0.0", "tokens": "releases/none"}"#, [(String, String)](), "/releases/0/tokens", "there is no file or folder here"),
        (#"{"version": "1.0.0", "tokens": "releases/empty"}"#, [("releases/empty/.keep", "")], "/releases/0/tokens",
         "holds no *.resolver.json and no token files"),
        (#"{"version": "1.0.0", "tokens": "releases/two"}"#, [("releases/two/a.resolver.json", "{}"), ("releases/two/b.resolver.json", "{}")],
         "/releases/0/tokens", "holds 2 resolver documents (a.resolver.json, b.resolver.json)"),
        (#"{"version": "1.0.0", "tokens": "releases/notes.txt"}"#, [("releases/notes.txt", "hello")], "/releases/0/tokens", "not a JSON file"),
        (#"{"version": "1.0.0", "tokens": "releases/1.0.0", "inputs": {"theme": "light"}}"#, ReleaseConfig.resolverRelease("1.0.0"),
         "/releases/0/inputs", "holds a resolver ('releases/1.0.0/old.resolver.json')"),
        (#"{"version": "1.0.0", "tokens": "releases/old.json", "inputs": {"mode": "light"}}"#, [("releases/old.json", "{}")],
         "/releases/0/inputs/mode", "'mode' is not a modifier of the resolver (modifiers: theme)"),
        (#"{"version": "1.0.0", "tokens": "releases/old.json", "inputs": {"theme": "sepia"}}"#, [("releases/old.json", "{}")],
         "/releases/0/inputs/theme", "'sepia' is not a context of 'theme' (light, dark)"),
    ])
    func loadChecks(release: String, files: [(String, String)], path: String, fragment: String) throws {
        let config = try ReleaseConfig(settings: #"{"releases": [\#(release)]}"#, files: files)
        defer { config.remove() }
        let problems = ConfigLoader(directory: config.directory).load(strictness: .strict).failureList ?? []
        let problem = try #require(problems.first { $0.path.description == path }, "\(problems.map(\.description))")
        #expect(problem.file == config.directory + "/swatchbook.json")
        #expect(problem.message.contains(fragment), "\(problem.message)")
    }

    @Test("a release folder linked outside the Config is refused (link-outside-config) at its tokens member")
    func linkedOutside() throws {
        let outside = try ReleaseConfig(settings: "{}", files: ReleaseConfig.resolverRelease("1.0.0"))
        let config = try ReleaseConfig(settings: #"{"releases": [{"version": "1.0.0", "tokens": "releases/1.0.0"}]}"#)
        defer { config.remove(); outside.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/releases", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: config.directory + "/releases/1.0.0",
                                                   withDestinationPath: outside.directory + "/releases/1.0.0")
        let problems = ConfigLoader(directory: config.directory).load(strictness: .strict).failureList ?? []
        let refusal = try #require(problems.first { $0.rule == .linkOutsideConfig }, "\(problems)")
        #expect(refusal.path.description == "/releases/0/tokens")
        #expect(!refusal.message.contains(outside.directory))
    }

    @Test("a release's tokens are read on the first diff, not at load; a broken one is a 500 naming file and rule, never the message")
    func lazyAndBroken() throws {
        var files = ReleaseConfig.resolverRelease("1.0.0")
        files[1].1 = #"{"color": {"$type": "color", "ink": {"$value": "secret words"}}"#
        let config = try ReleaseConfig(settings: #"{"releases": [{"version": "1.0.0", "tokens": "releases/1.0.0"}]}"#, files: files)
        defer { config.remove() }
        try withSite(config: config.directory) { server, store in
            #expect(!store.current.releases.isLoaded("1.0.0"), "loading the Config reads no release")
            let response = try fetch(server, "/api/tokens/diff?from=1.0.0")
            #expect(response.status == 500)
            let message = try JSONParser.parse(response.body)["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains("the tokens of release 1.0.0 cannot be read: releases/1.0.0/core.tokens.json"), "\(message)")
            #expect(message.contains("[json-syntax]"), "\(message)")
            #expect(!message.contains("secret"), "the public error never quotes the file")
            #expect(store.current.releases.isLoaded("1.0.0"))
        }
    }

    @Test("token files without inputs are compared with every context; with inputs, with that context only")
    func tokenFileReleases() throws {
        let old = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}, "#
            + #""text": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}"#
        let settings = #"{"releases": [{"version": "2.0.0", "tokens": "releases/every.tokens.json"}, "#
            + #"{"version": "1.0.0", "tokens": "releases/light.json", "inputs": {"theme": "light"}}]}"#
        let config = try ReleaseConfig(settings: settings, files: [("releases/every.tokens.json", old), ("releases/light.json", old)])
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let every = try JSONParser.parse(fetch(server, "/api/tokens/diff?from=2.0.0").body)
            #expect(every["contexts"]?.arrayValue?.compactMap { $0["context"]?["theme"]?.stringValue } == ["light", "dark"])
            #expect(every["contexts"]?[0]?["added"] == [["id": "color.paper", "type": "color", "value": "#ffffff"]])
            #expect(every["contexts"]?[0]?["valueChanged"]?.arrayValue?.isEmpty == true, "light's text is ink, as in the file")
            #expect(every["contexts"]?[1]?["valueChanged"]?[0]?["id"] == "color.text", "dark's text is paper, unlike the file")
            let light = try JSONParser.parse(fetch(server, "/api/tokens/diff?from=1.0.0").body)
            #expect(light["contexts"]?.arrayValue?.compactMap { $0["context"]?["theme"]?.stringValue } == ["light"])
            #expect(light["contextsOnlyInTo"] == [], "a release of one context does not count the others as added")
            #expect(light["bump"] == "minor")
        }
    }
}

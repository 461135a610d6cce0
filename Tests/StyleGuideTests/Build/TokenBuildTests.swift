import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

@Suite("swatchbook build: rendering", .integration)
struct TokenBuildTests {
    /// The build of a Config folder, which must load.
    static func build(_ directory: String) throws -> TokenBuild {
        let (build, problems) = TokenBuild.load(configDirectory: directory, strictness: .tolerant)
        return try #require(build, "\(problems.map(\.description))")
    }

    /// The files of a Config's build, which must render.
    static func files(_ directory: String) throws -> [BuildFile] {
        switch try build(directory).render() {
        case .success(let result): return result.files
        case .failure(let problems): throw problems
        }
    }

    @Test("the bundled Config's default build writes every format, each parseable, every context of theme in one file")
    func bundledDefault() throws {
        let files = try Self.files(RepositoryPaths.config)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(files.map(\.path) == [
            "css/tokens.css", "scss/_tokens.scss", "js/tokens.js", "js/tokens.d.ts", "ts/tokens.ts", "json/tokens.json",
            "ios/Tokens.swift", "android/res/values/tokens.xml", "android/res/values-night/tokens.xml", "compose/DesignTokens.kt",
            "figma/figma-variables.json", "dtcg/tokens.resolver.json",
        ])
        for path in ["json/tokens.json", "figma/figma-variables.json", "dtcg/tokens.resolver.json"] {
            #expect(throws: Never.self, "\(path) is JSON") { _ = try JSONParser.parse(Array(byPath[path, default: ""].utf8)) }
        }
        for path in ["android/res/values/tokens.xml", "android/res/values-night/tokens.xml"] {
            let xml = byPath[path, default: ""]
            #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>"), "\(path)")
            #expect(xml.contains("<resources>") && xml.hasSuffix("</resources>\n"), "\(path)")
            #expect(xml.contains("<color name=\"color_text_default\">"), "\(path) holds the theme's colours")
        }
        #expect(byPath["css/tokens.css"]?.contains("[data-theme=\"dark\"] {") == true)
        #expect(byPath["scss/_tokens.scss"]?.contains("$color-text-default") == true)
        #expect(byPath["js/tokens.js"]?.contains("export const") == true)
        #expect(byPath["js/tokens.d.ts"]?.contains("export declare const") == true)
        #expect(byPath["ios/Tokens.swift"]?.contains("enum DesignTokens") == true)
        #expect(byPath["compose/DesignTokens.kt"]?.contains("object DesignTokens") == true)
        #expect(files.allSatisfy { !$0.bytes.isEmpty && $0.bytes.last == UInt8(ascii: "\n") })
    }

    @Test("what a format leaves out is reported with the file it is missing from")
    func omissions() throws {
        guard case .success(let result) = try Self.build(RepositoryPaths.config).render() else { throw Diagnostics([]) }
        let android = result.omissions.filter { $0.omission.format == .android }
        #expect(android.contains { $0.omission.token == TokenPath(["border", "control"]) && $0.file == "android/res" },
                "\(result.omissions.map(\.description))")
        #expect(result.omissions.allSatisfy { omission in result.files.contains { $0.path.hasPrefix(omission.file) } })
    }

    @Test("the same Config builds the same bytes twice")
    func deterministic() throws {
        #expect(try Self.files(RepositoryPaths.config) == Self.files(RepositoryPaths.config))
        #expect(try Self.files(RepositoryPaths.acme) == Self.files(RepositoryPaths.acme))
    }

    @Test("a build object writes exactly the files it names, with their options")
    func buildObject() throws {
        let config = try TemporaryConfig(settings: """
        {"build": {"outputs": [
          {"format": "css", "file": "web/tokens.css", "inputs": {"theme": "*"}, "selector": ".acme"},
          {"format": "swift", "file": "ios/AcmeTokens.swift", "name": "AcmeTokens", "inputs": {"theme": "dark"}},
          {"format": "js", "file": "web/tokens.js", "declarations": "web/tokens.d.ts"},
          {"format": "android", "file": "android/src/main/res", "inputs": {"theme": "*"}},
          {"format": "scss", "file": "web/_colors.scss", "type": "color", "resolveAliases": false}]}}
        """)
        defer { config.remove() }
        let files = try Self.files(config.directory)
        #expect(files.map(\.path) == ["web/tokens.css", "ios/AcmeTokens.swift", "web/tokens.js", "web/tokens.d.ts",
                                      "android/src/main/res/values/tokens.xml", "android/src/main/res/values-night/tokens.xml",
                                      "web/_colors.scss"])
        let text = files.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(text[0].contains(".acme {") && text[0].contains("[data-theme=\"dark\"]"))
        #expect(text[1].contains("enum AcmeTokens") && text[1].contains("theme=dark"))
        #expect(text[6].contains("$color-text: $color-ink"), "references kept: \(text[6])")
    }

    @Test("a format that cannot hold every context writes a file per context in the default build")
    func filePerContext() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Three"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"brand": {"contexts": {"acme": [{"$ref": "light.tokens.json"}], "zen": [{"$ref": "dark.tokens.json"}],
                                              "nova": [{"$ref": "dark.tokens.json"}]}, "default": "acme"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}]}
        """)
        let paths = try Self.files(config.directory).map(\.path)
        #expect(paths.contains("css/tokens.css"), "CSS holds the three brands in one file")
        #expect(paths.filter { $0.hasPrefix("android/") } == ["android/acme/res/values/tokens.xml", "android/zen/res/values/tokens.xml",
                                                              "android/nova/res/values/tokens.xml"])
    }

    @Test("an explicit Android output of every context of a modifier that is no light/dark pair is refused at its inputs")
    func androidNeedsPair() throws {
        let config = try TemporaryConfig(settings: #"{"build": {"outputs": [{"format": "android", "file": "res", "inputs": {"size": "*"}}]}}"#)
        defer { config.remove() }
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"size": {"contexts": {"s": [{"$ref": "light.tokens.json"}], "m": [{"$ref": "light.tokens.json"}], "l": [{"$ref": "dark.tokens.json"}]}, "default": "m"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/size"}]}
        """)
        let (build, problems) = TokenBuild.load(configDirectory: config.directory, strictness: .tolerant)
        #expect(build == nil)
        #expect(problems.contains { $0.path.description == "/build/outputs/0/inputs/size" && $0.message.contains("light/dark pair") },
                "\(problems.map(\.description))")
    }

    /// An output naming what the tokens lack, and where and what is reported.
    static let tokenCases: [(output: String, path: String, words: String)] = [
        (#"{"format": "css", "file": "a.css", "inputs": {"them": "dark"}}"#, "/build/outputs/0/inputs/them",
         "'them' is not a modifier of the resolver (did you mean 'theme'?)"),
        (#"{"format": "css", "file": "a.css", "inputs": {"theme": "drak"}}"#, "/build/outputs/0/inputs/theme",
         "'drak' is not a context of 'theme' (did you mean 'dark'?)"),
        (#"{"format": "css", "file": "a.css", "group": "colour"}"#, "/build/outputs/0/group", "there is no group 'colour'"),
    ]

    @Test("an output naming a modifier, context or group the tokens lack is refused with a suggestion", arguments: tokenCases)
    func tokenProblems(_ output: String, _ path: String, _ words: String) throws {
        let config = try TemporaryConfig(settings: #"{"build": {"outputs": ["# + output + "]}}")
        defer { config.remove() }
        let (build, problems) = TokenBuild.load(configDirectory: config.directory, strictness: .tolerant)
        #expect(build == nil)
        let found = problems.first { $0.path.description == path }
        #expect(found?.message.contains(words) == true, "\(problems.map(\.description))")
        #expect(found?.file.hasSuffix("/swatchbook.json") == true)
    }

    @Test("many outputs of every context of a large modifier stop at buildBytes, naming the setting")
    func hostileManyOutputs() throws {
        let contexts = (0..<60).map { #""c\#($0)": [{"$ref": "light.tokens.json"}]"# }.joined(separator: ", ")
        let outputs = (0..<256).map { #"{"format": "css", "file": "f\#($0).css", "inputs": {"brand": "*"}}"# }.joined(separator: ", ")
        let config = try TemporaryConfig(settings: #"{"limits": {"buildBytes": 200000}, "build": {"outputs": ["# + outputs + "]}}")
        defer { config.remove() }
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"brand": {"contexts": {\(contexts)}, "default": "c0"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}]}
        """)
        guard case .failure(let problems) = try Self.build(config.directory).render() else {
            Issue.record("256 outputs × 60 contexts went past 200,000 bytes unrefused")
            return
        }
        let problem = try #require(problems.list.first)
        #expect(problem.rule == .limitExceeded)
        #expect(problem.message.contains(#"("limits": {"buildBytes": …} in swatchbook.json)"#), "\(problem)")
        #expect(problem.message.contains("the limit is 200,000 bytes"), "\(problem)")
    }
}

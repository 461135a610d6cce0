import DesignSystem
import Testing
@testable import StyleGuide

@Suite("the build object of swatchbook.json")
struct BuildSettingsTests {
    static let file = "Config/swatchbook.json"

    @Test("a build object is read with every member of its outputs")
    func complete() throws {
        let json = """
        {"build": {"outDir": "dist/tokens", "outputs": [
          {"format": "css", "file": "web/tokens.css", "inputs": {"theme": "*"}, "selector": ".acme", "resolveAliases": false},
          {"format": "swift", "file": "ios/AcmeTokens.swift", "name": "AcmeTokens", "inputs": {"theme": "dark"}},
          {"format": "js", "file": "web/tokens.js", "declarations": "web/tokens.d.ts", "type": "color", "group": "color.brand"},
          {"format": "android", "file": "android/res", "inputs": {"theme": "*"}}]}}
        """
        let build = try #require(try Settings.parse(Array(json.utf8), file: Self.file).get().build)
        #expect(build.outDir == "dist/tokens")
        let outputs = try #require(build.outputs)
        #expect(outputs.map(\.format) == [.css, .swift, .js, .android])
        #expect(outputs[0].selector == ".acme" && outputs[0].resolveAliases == false && outputs[0].allContextsOf == "theme")
        #expect(outputs[1].typeName == "AcmeTokens" && outputs[1].inputs == ["theme": "dark"])
        #expect(outputs[2].declarations == "web/tokens.d.ts" && outputs[2].type == .color && outputs[2].group == TokenPath(["color", "brand"]))
        #expect(outputs[3].fileIsFolder && !outputs[0].fileIsFolder)
        #expect(outputs.map(\.index) == [0, 1, 2, 3])
    }

    @Test("without a build object there is none; buildBytes is read from limits")
    func absent() throws {
        let settings = try Settings.parse(Array(#"{"limits": {"buildBytes": 4096}}"#.utf8), file: Self.file).get()
        #expect(settings.build == nil)
        #expect(settings.buildBytes == 4096)
        #expect(Settings().buildBytes == TokenBuild.defaultByteLimit)
    }

    /// A bad build object, where its error is reported, the rule, and words of the message.
    struct Case: CustomTestStringConvertible, Sendable {
        let json: String
        let path: String
        let rule: String
        let words: String
        var testDescription: String { "\(path) [\(rule)]: \(words)" }
    }

    static let cases: [Case] = [
        Case(json: #"{"outDir": "b", "outputz": []}"#, path: "/build/outputz", rule: "unknown-member", words: "did you mean 'outputs'?"),
        Case(json: #"{"outputs": {}}"#, path: "/build/outputs", rule: "wrong-type", words: "must be an array of objects"),
        Case(json: #"{"outputs": []}"#, path: "/build/outputs", rule: "invalid-value", words: "lists no outputs"),
        Case(json: #"{"outDir": "../elsewhere"}"#, path: "/build/outDir", rule: "invalid-value",
             words: "must stay below the folder swatchbook build runs in; '..' in '../elsewhere' leads out of it (--out names any other folder)"),
        Case(json: #"{"outDir": "/tmp/x"}"#, path: "/build/outDir", rule: "invalid-value",
             words: "must be relative to the folder swatchbook build runs in; '/tmp/x' is absolute, and a build writes only below it"),
        Case(json: #"{"outDir": ""}"#, path: "/build/outDir", rule: "invalid-value", words: "must name a folder, such as \"build\""),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "selectr": ":root"}]}"#, path: "/build/outputs/0/selectr",
             rule: "unknown-member", words: "did you mean 'selector'?"),
        Case(json: #"{"outputs": [{"format": "csss", "file": "a.css"}]}"#, path: "/build/outputs/0/format", rule: "invalid-value",
             words: "unknown format 'csss' (did you mean 'css'?)"),
        Case(json: #"{"outputs": [{"file": "a.css"}]}"#, path: "/build/outputs/0/format", rule: "missing-member", words: "needs a format"),
        Case(json: #"{"outputs": [{"format": "css"}]}"#, path: "/build/outputs/0/file", rule: "missing-member", words: "needs a file"),
        Case(json: #"{"outputs": [{"format": "css", "file": 3}]}"#, path: "/build/outputs/0/file", rule: "wrong-type", words: "must be a string"),
        Case(json: #"{"outputs": [{"format": "css", "file": "../../etc/passwd"}]}"#, path: "/build/outputs/0/file", rule: "invalid-value",
             words: "'..' in '../../etc/passwd' leads out of it"),
        Case(json: #"{"outputs": [{"format": "css", "file": "web/../../x.css"}]}"#, path: "/build/outputs/0/file", rule: "invalid-value",
             words: "leads out of it"),
        Case(json: #"{"outputs": [{"format": "css", "file": "/etc/x.css"}]}"#, path: "/build/outputs/0/file", rule: "invalid-value",
             words: "is absolute"),
        Case(json: #"{"outputs": [{"format": "css", "file": "web//x.css"}]}"#, path: "/build/outputs/0/file", rule: "invalid-value",
             words: "single '/'"),
        Case(json: #"{"outputs": [{"format": "css", "file": "web\\x.css"}]}"#, path: "/build/outputs/0/file", rule: "invalid-value",
             words: "backslash"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css"}, {"format": "scss", "file": "a.css"}]}"#,
             path: "/build/outputs/1/file", rule: "duplicate-build-file", words: "written by outputs/0 already"),
        Case(json: #"{"outputs": [{"format": "css", "file": "Web/A.css"}, {"format": "scss", "file": "web/a.css"}]}"#,
             path: "/build/outputs/1/file", rule: "duplicate-build-file", words: "case-insensitive disk"),
        Case(json: #"{"outputs": [{"format": "css", "file": "web"}, {"format": "scss", "file": "web/a.scss"}]}"#,
             path: "/build/outputs/1/file", rule: "duplicate-build-file", words: "'web' is a file outputs/0 writes"),
        Case(json: #"{"outputs": [{"format": "js", "file": "a.js", "declarations": "a.js"}]}"#,
             path: "/build/outputs/0/declarations", rule: "duplicate-build-file", words: "written by outputs/0 already"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "name": "Acme"}]}"#, path: "/build/outputs/0/name",
             rule: "invalid-value", words: "css has none"),
        Case(json: #"{"outputs": [{"format": "swift", "file": "a.swift", "name": "1Acme"}]}"#, path: "/build/outputs/0/name",
             rule: "invalid-value", words: "must be a type name"),
        Case(json: #"{"outputs": [{"format": "scss", "file": "a.scss", "selector": ".x"}]}"#, path: "/build/outputs/0/selector",
             rule: "invalid-value", words: "scss has none"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "selector": "a{}b"}]}"#, path: "/build/outputs/0/selector",
             rule: "invalid-value", words: "no '{'"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "inputs": {"theme": "*", "density": "*"}}]}"#,
             path: "/build/outputs/0/inputs/density", rule: "invalid-value", words: "only one modifier may be \"*\""),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "inputs": {"theme": 1}}]}"#,
             path: "/build/outputs/0/inputs/theme", rule: "wrong-type", words: "must be a string"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "declarations": "a.d.ts"}]}"#,
             path: "/build/outputs/0/declarations", rule: "invalid-value", words: "css writes none"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "type": "colour"}]}"#, path: "/build/outputs/0/type",
             rule: "invalid-value", words: "did you mean 'color'?"),
        Case(json: #"{"outputs": [{"format": "css", "file": "a.css", "resolveAliases": "no"}]}"#,
             path: "/build/outputs/0/resolveAliases", rule: "wrong-type", words: "true or false"),
        Case(json: #"{"outputs": ["# + Array(repeating: #"{"format": "css", "file": "a.css"}"#, count: 257).joined(separator: ",") + "]}",
             path: "/build/outputs", rule: "out-of-range", words: "lists 257 outputs; a build writes at most 256"),
    ]

    @Test("a bad build object is refused naming the file, the JSON path and the rule", arguments: cases)
    func refused(_ test: Case) {
        let json = #"{"build": "# + test.json + "}"
        guard case .failure(let problems) = Settings.parse(Array(json.utf8), file: Self.file) else {
            Issue.record("accepted: \(test.json)")
            return
        }
        let found = problems.list.first { $0.path.description == test.path }
        #expect(found?.rule.name == test.rule, "\(problems.list.map(\.description))")
        #expect(found?.message.contains(test.words) == true, "\(problems.list.map(\.description))")
        #expect(found?.file == Self.file)
        #expect(found?.description.hasPrefix("Config/swatchbook.json") == true)
    }

    @Test("buildBytes out of its range is refused at its JSON path")
    func byteLimitRange() {
        guard case .failure(let problems) = Settings.parse(Array(#"{"limits": {"buildBytes": 10}}"#.utf8), file: Self.file) else {
            Issue.record("accepted")
            return
        }
        #expect(problems.list.map(\.path.description) == ["/limits/buildBytes"])
        #expect(problems.list.first?.rule == .outOfRange)
    }

    @Test("a path that stays below the build folder is accepted; a way out is not",
          arguments: [("web/tokens.css", true), ("a/b/c/d.json", true), (".hidden/x", true), ("..", false), ("a/./b", false),
                      ("a/", false), ("", false), ("/a", false), ("a\u{0A}b", false), (String(repeating: "a", count: 256), false)])
    func paths(_ path: String, _ valid: Bool) {
        #expect((BuildPath.problem(path) == nil) == valid, "\(path): \(BuildPath.problem(path) ?? "accepted")")
    }
}

import DesignTokens
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
@testable import StyleGuide
import Testing

/// Messages name what they are about: a JSON path in a styles or samples file comes with its
/// line, one template error is one error, and counts take the right noun (issue 28, item 5).
@Suite(.integration) struct MessageSubjectTests {
    /// The diagnostics of loading the Config at `directory` (every one, when it fails).
    static func diagnostics(_ directory: String, publicFolder: PublicFolder = .absent) -> [Diagnostic] {
        switch ConfigLoader(directory: directory).load(strictness: .strict, publicFolder: publicFolder) {
        case .success(let loaded): return loaded.warnings
        case .failure(let problems): return problems.list
        }
    }

    struct Located: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let text: String
        /// The JSON path reported, and the line it is on.
        let path: String
        let line: Int
        var testDescription: String { name }
    }

    static let located: [Located] = [
        Located(name: "a styles file's sample naming no sample set", file: "styles/label.json",
                text: "{\n  \"description\": \"Labels\",\n  \"sample\": \"nobody\",\n"
                    + "  \"styles\": {\"plain\": {\"base\": {\"foreground\": \"{color.text}\"}}}\n}",
                path: "/sample", line: 3),
        Located(name: "a sample's image that is no file", file: "samples/people.json",
                text: "{\"items\": [\n  {\"primaryText\": \"Ada\"},\n  {\"primaryText\": \"Grace\",\n   \"image\": \"people/grace.png\"}\n]}",
                path: "/items/1/image", line: 4),
    ]

    @Test("an error at a JSON path of a styles or samples file names its line", arguments: located)
    func line(_ test: Located) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Lines"}"#)
        defer { config.remove() }
        for folder in ["styles", "samples"] {
            try FileManager.default.createDirectory(atPath: config.directory + "/" + folder, withIntermediateDirectories: true)
        }
        try config.writeFile(test.file, test.text)
        let found = Self.diagnostics(config.directory).filter { $0.file.hasSuffix(test.file) && $0.path.description == test.path }
        let diagnostic = try #require(found.first, "\(Self.diagnostics(config.directory))")
        #expect(diagnostic.line == test.line, "\(diagnostic)")
        #expect(diagnostic.description.contains("\(test.file):\(test.line): error: at \(test.path): "), "\(diagnostic)")
    }

    /// A Config whose own component `chips` has a template error, with a styles file and a docs page for it.
    static func brokenTemplate() throws -> TemporaryConfig {
        let config = try HostileTemplateReloadTests.config()
        try config.writeFile("components/chips/template.html",
                             "<ul><li data-part=\"primary\">\n<a title={{#is.hover}}\"{{/is.hover}}{{primaryText}}>x</a></li></ul>")
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/components", withIntermediateDirectories: true)
        try config.writeFile("docs/components/chips.md", "---\ntitle: Chips\n---\n\nWhat chips are for.\n")
        return config
    }

    @Test("a component whose template fails is reported by its template's errors alone")
    func oneTemplateError() throws {
        let config = try Self.brokenTemplate()
        defer { config.remove() }
        let diagnostics = Self.diagnostics(config.directory)
        let about = diagnostics.filter { $0.file.contains("chips") }
        #expect(!about.isEmpty)
        #expect(about.allSatisfy { $0.file.hasSuffix("components/chips/template.html") }, "\(about.map(\.description))")
        #expect(!diagnostics.contains { $0.description.contains("is not a component") || $0.description.contains("documents none") },
                "\(diagnostics.map(\.description))")
    }

    @Test("check prints only the template's errors for a template that fails, checking the Config or its styles file", arguments: [
        "", "/styles/chips.json",
    ])
    func oneTemplateErrorInCheck(suffix: String) throws {
        let config = try Self.brokenTemplate()
        defer { config.remove() }
        let run = try SwatchbookProcess(["check", config.directory + suffix])
        #expect(run.waitForExit() == 1)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.contains("components/chips/template.html:") }, "\(run.standardError)")
        #expect(errors.contains { $0.contains("components/chips/template.html:2: error: column 10:") }, "\(run.standardError)")
    }

    @Test("a misspelt styles file of no component still says so")
    func unknownComponentStays() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Echoes"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/styles", withIntermediateDirectories: true)
        try config.writeFile("styles/buton.json", #"{"styles": {"primary": {"base": {}}}}"#)
        #expect(Self.diagnostics(config.directory).contains { $0.description.contains("'buton' is not a component (did you mean 'button.json'?)") })
    }

    @Test("pages count with the right noun", arguments: [
        ("/tokens", "3 tokens in 1 group:", "1 groups"),
        ("/components", "1 component, each", "1 components"),
        ("/components", "1 style · ", "1 styles"),
    ])
    func pageCounts(target: String, expected: String, wrong: String) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Counts"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/styles", withIntermediateDirectories: true)
        try config.writeFile("styles/label.json", #"{"styles": {"plain": {"base": {"foreground": "{color.text}"}}}}"#)
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: config.directory).get())
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger)
        try withServer(application.responder()) { server in
            let page = try fetch(server, target)
            #expect(page.status == 200)
            #expect(page.text.contains(expected), "\(page.text.prefix(2_000))")
            #expect(!page.text.contains(wrong))
        }
    }
}

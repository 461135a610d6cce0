import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Start-up (issue 31): a load is timed phase by phase, its independent phases run in parallel
/// with the same outcome as one after another, and what a request can render is not rendered at load.
@Suite("Start-up loads in parallel and renders on request")
struct StartupLoadTests {
    @Test("every phase of loading the bundled Config is timed, once each")
    func everyPhaseIsTimed() throws {
        let timings = LoadTimings()
        _ = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict, timings: timings).get()
        let names = timings.phases.map(\.phase)
        for phase in ["settings", "config size", "tokens", "templates", "styles and samples", "docs", "settings checks", "components checks", "snapshot"] {
            #expect(names.filter { $0 == phase }.count == 1, "\(phase) in \(names)")
        }
        #expect(timings.phases.allSatisfy { $0.duration >= .zero })
        #expect(timings.summary.hasPrefix("settings "))
        #expect(timings.summary.contains(", tokens "))
    }

    @Test("durations are written in milliseconds with one decimal, rounded", arguments: [
        (Duration.zero, "0.0"), (.microseconds(49), "0.0"), (.microseconds(50), "0.1"), (.milliseconds(1), "1.0"),
        (.microseconds(12_345), "12.3"), (.seconds(2), "2000.0"),
    ])
    func milliseconds(_ example: (Duration, String)) {
        #expect(LoadTimings.milliseconds(example.0) == example.1)
    }

    @Test("a Config with broken tokens and a broken template is refused for its tokens, as when they loaded one after another")
    func refusedForItsTokens() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Broken"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", #"{"color": {"$type": "color", "ink": {"$value": "{color.missing}"}}}"#)
        try FileManager.default.createDirectory(atPath: config.directory + "/components/chip", withIntermediateDirectories: true)
        try config.writeFile("components/chip/component.json", "{")
        try config.writeFile("components/chip/template.html", "<p>{{#unclosed}}</p>")
        let problems = try #require(SnapshotLoader.load(configDirectory: config.directory, strictness: .strict).failure)
        #expect(!problems.errors.isEmpty)
        #expect(problems.errors.allSatisfy { $0.file.hasSuffix(".tokens.json") }, "\(problems)")
        #expect(problems.errors.contains { $0.file.hasSuffix("core.tokens.json") && "\($0)".contains("color.missing") })
    }

    @Test("a broken template is still refused naming its file once the tokens are good")
    func refusedForItsTemplate() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Broken"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/components/chip", withIntermediateDirectories: true)
        try config.writeFile("components/chip/component.json", "{")
        try config.writeFile("components/chip/template.html", "<p>chip</p>")
        let problems = try #require(SnapshotLoader.load(configDirectory: config.directory, strictness: .strict).failure)
        #expect(problems.errors.contains { $0.file.hasSuffix("components/chip/component.json") }, "\(problems)")
    }

    @Test("the catalog's JSON is rendered on its first request, not at load, and then kept")
    func catalogOnRequest() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        #expect(!snapshot.components.isCatalogRendered)
        let index = snapshot.components.catalog.componentIndex
        #expect(snapshot.components.isCatalogRendered)
        #expect(index.body.count > 100)
        #expect(snapshot.components.catalog.componentIndex.headers["ETag"] == index.headers["ETag"])
        #expect(snapshot.components.catalog.componentDetails.count == snapshot.components.config.everyComponent.count)
    }

    @Test("the /healthz report and its ISO 8601 load time are made on first request, not at load, then kept")
    func healthOnRequest() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let store = SnapshotStore(snapshot)
        #expect(!store.isHealthReportMade)
        let report = store.healthReport
        #expect(store.isHealthReportMade)
        let suffix = String(decoding: report.suffix, as: UTF8.self)
        #expect(suffix.contains(#""loadedAt":"\#(snapshot.loadedAt.formatted(.iso8601))""#), "\(suffix)")
        #expect(store.healthReport.suffix == report.suffix && store.healthReport.prefix == report.prefix)
    }

    @Test("an attribute's five references are decoded in one pass, and nothing else", arguments: [
        ("plain", "plain"), ("a&amp;b", "a&b"), ("&lt;&gt;&quot;&#39;&amp;", "<>\"'&"), ("&amp;lt;", "&lt;"),
        ("&unknown; & &#39", "&unknown; & &#39"), ("é&amp;ü", "é&ü"), ("&", "&"), ("&amp", "&amp"),
    ])
    func unescape(_ example: (String, String)) {
        #expect(LinkRewriter.unescape(example.0) == example.1)
    }

    @Test("three pieces of work run in parallel give all three results")
    func inParallelGivesThree() {
        let (a, b, c) = inParallel({ (1...1000).reduce(0, +) }, { String(repeating: "x", count: 3) }, { [1, 2, 3].map { $0 * 2 } })
        #expect(a == 500_500)
        #expect(b == "xxx")
        #expect(c == [2, 4, 6])
    }

    @Test("docs rendered beside the templates are checked against the catalog the templates complete, their problems in the files' order")
    func docsCheckedAgainstTheCatalog() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Docs"}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs/components", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: config.directory + "/components/tag", withIntermediateDirectories: true)
        try config.writeFile("components/tag/component.json", #"{"title": "Tag", "summary": "A tag.", "parts": ["primaryText"]}"#)
        try config.writeFile("components/tag/template.html", "<span>{{primaryText}}</span>")
        try config.writeFile("docs/components/tag.md", "# Tag\n\nA page of the template component.\n")
        try config.writeFile("docs/components/buton.md", "# Buton\n\nNo such component.\n")
        try config.writeFile("docs/guide.md", "# Guide\n\n[Gone](missing.md)\n")
        try Data([0x23, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: config.directory + "/docs/components/avatar.md"))
        let loader = ConfigLoader(directory: config.directory)
        let templateComponents = loader.loadTemplateComponents().0
        let catalog = ComponentCatalog.builtIn + templateComponents.map(CatalogEntry.init)
        let (library, problems) = loader.readDocs(strictness: .tolerant).checked(against: catalog)
        #expect(library.page(at: "components/tag") != nil && library.page(at: "guide") != nil)
        let files = problems.map { String($0.file.split(separator: "/").suffix(2).joined(separator: "/")) }
        // The files' own problems in their order (avatar before buton), then what rendering found.
        #expect(files == ["components/avatar.md", "components/buton.md", "docs/guide.md"], "\(problems)")
        #expect(problems[0].severity == .error && "\(problems[0])".contains("not UTF-8"))
        #expect(problems[1].severity == .warning && "\(problems[1])".contains("did you mean 'button.md'?"))
        #expect(!problems.contains { "\($0)".contains("tag.md") }, "a template component's page documents it")
        // The whole load refuses the Config for the file that is not UTF-8, naming it.
        let refused = try #require(SnapshotLoader.load(configDirectory: config.directory, strictness: .tolerant).failure)
        #expect(refused.errors.contains { $0.file.hasSuffix("docs/components/avatar.md") && "\($0)".contains("not UTF-8") }, "\(refused)")
    }

    @Test("two pieces of work run in parallel give both results")
    func inParallelGivesBoth() {
        let (a, b) = inParallel({ (1...1000).reduce(0, +) }, { String(repeating: "x", count: 3) })
        #expect(a == 500_500)
        #expect(b == "xxx")
    }
}

private extension Result {
    /// The error, when it failed.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// `swatchbook init --component NAME [--config DIR]` (issue 28, item 1): a built-in's starter
/// styles file, or a template component skeleton, written into an existing Config, each passing
/// a strict load; nothing ever replaced.
@Suite("init --component: one component's starter files in an existing Config", .serialized, .integration)
struct InitComponentTests {
    /// A fresh `swatchbook init` Config in a temporary folder; remove it with `FileManager`.
    static func starterConfig() throws -> String {
        let root = StarterConfigTests.temporaryFolder()
        _ = try StarterConfig.write(to: root).get()
        return root
    }

    @Test("for every built-in but the styled button it writes styles/NAME.json, which loads strictly with no diagnostic",
          arguments: ComponentCatalog.builtIn.map(\.about.name.rawValue).filter { $0 != "button" })
    func builtIn(name: String) throws {
        let root = try Self.starterConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let written = try ComponentStarter.write(name, configDirectory: root).get()
        #expect(written == ComponentStarter.Written(builtIn: true, files: [root + "/styles/\(name).json"]))
        let config = try ConfigLoader(directory: root).load(strictness: .strict, publicFolder: .absent).get()
        #expect(config.warnings.isEmpty, "\(config.warnings.map(\.description))")
        #expect(config.components.styles[ComponentName(name)]?.styleNames.map(\.rawValue) == ["primary"])
    }

    @Test("the file written is the starter the guide offers, byte for byte")
    func sameAsThePage() throws {
        let root = try Self.starterConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let snapshot = try SnapshotLoader.load(configDirectory: root, strictness: .strict).get()
        let offered = try #require(snapshot.components.starters["badge"])
        _ = try ComponentStarter.write("badge", configDirectory: root).get()
        #expect(FileManager.default.contents(atPath: root + "/styles/badge.json") == Data(offered.text.utf8))
    }

    @Test("a new name gets a template component (component.json, template.html) and its styles, loading strictly with previews")
    func template() throws {
        let root = try Self.starterConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let written = try ComponentStarter.write("status-banner", configDirectory: root).get()
        #expect(!written.builtIn)
        #expect(written.files == ["components/status-banner/component.json", "components/status-banner/template.html",
                                  "styles/status-banner.json"].map { root + "/" + $0 })
        let config = try ConfigLoader(directory: root).load(strictness: .strict, publicFolder: .absent).get()
        #expect(config.warnings.isEmpty, "\(config.warnings.map(\.description))")
        let entry = try #require(config.components.entry(named: "status-banner"))
        #expect(entry.template != nil && entry.about.title == "Status banner")
        #expect(config.components.styles["status-banner"]?.styleNames.map(\.rawValue) == ["primary"])
        try withSite(config: root) { server, _ in
            let preview = try fetch(server, "/preview/status-banner")
            #expect(preview.status == 200, "\(preview.text.prefix(300))")
            #expect(preview.text.contains("Save changes"), "the sample's text is drawn")
        }
    }

    @Test("a file in the way (written before, or broken): nothing is written and the error names each", arguments: ["button", "badge", "status-banner"])
    func refusesToOverwrite(name: String) throws {
        let root = try Self.starterConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = name == "button" ? [] : try ComponentStarter.write(name, configDirectory: root).get().files
        let before = StarterConfigTests.files(below: root)
        guard case .failure(.writing(.obstacles(let obstacles))) = ComponentStarter.write(name, configDirectory: root) else {
            Issue.record("\(name): a file was replaced")
            return
        }
        let expected = name == "button" ? [root + "/styles/button.json"] : first
        #expect(obstacles.map(\.path).sorted() == expected.sorted())
        #expect(obstacles.allSatisfy { $0.reason == "the file exists" })
        #expect(StarterConfigTests.files(below: root) == before)
    }

    @Test("a broken styles file in the way is named as in the way, not as a Config that does not load")
    func brokenFileInTheWay() throws {
        let root = try Self.starterConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("{".utf8).write(to: URL(fileURLWithPath: root + "/styles/badge.json"))
        let result = ComponentStarter.write("badge", configDirectory: root)
        #expect(result == .failure(.writing(.obstacles([Obstacle(path: root + "/styles/badge.json", reason: "the file exists")]))))
        #expect(FileManager.default.contents(atPath: root + "/styles/badge.json") == Data("{".utf8))
    }

    @Test("a name that is no component name is refused, suggesting the closest built-in", arguments: [
        ("Badge", "badge"), ("text_field", "text-field"), ("", nil), ("9lives", nil),
        ("../styles/badge", nil), ("badge/../../etc", nil), (String(repeating: "a", count: 65), nil), ("a--b", nil),
    ] as [(String, String?)])
    func invalidName(name: String, suggestion: String?) throws {
        let root = try Self.starterConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = ComponentStarter.write(name, configDirectory: root)
        guard case .failure(.invalidName(name, let suggested)) = result else {
            Issue.record("\(name): \(result)")
            return
        }
        if let suggestion { #expect(suggested == suggestion) }
    }

    @Test("a folder that is no Config: nothing is written and the Config's errors are given")
    func noConfig() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        guard case .failure(.configDoesNotLoad(let problems)) = ComponentStarter.write("badge", configDirectory: root) else {
            Issue.record("a starter was written without a Config")
            return
        }
        #expect(!problems.errors.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root))
    }

    @Test("as a process: prints what it wrote and the next step; check is then clean; a second run exits 1 naming the file")
    func command() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        #expect(try SwatchbookProcess(["init", "Design"], directory: root).waitForExit() == 0)
        let run = try SwatchbookProcess(["init", "--component", "badge", "--config", "Design"], directory: root)
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("  Design/styles/badge.json\n"))
        #expect(run.standardOutput.contains("swatchbook check Design\n"))
        let check = try SwatchbookProcess(["check", "Design"], directory: root)
        #expect(check.waitForExit() == 0)
        #expect(check.standardError.isEmpty, "\(check.standardError)")
        let again = try SwatchbookProcess(["init", "--component", "badge", "--config", "Design"], directory: root)
        #expect(again.waitForExit() == 1)
        #expect(again.standardError.contains("Design/styles/badge.json: error: the file exists"), "\(again.standardError)")
        #expect(again.standardOutput.isEmpty)
    }
}

import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

@Suite("swatchbook diff, and check with releases, as processes", .serialized, .integration)
struct DiffCommandTests {
    @Test("diff of the bundled release and Config prints each kind of change per context, with ΔE and contrast")
    func bundledText() throws {
        let run = try SwatchbookProcess(["diff", "Config/releases/1.0.0", "Config"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3) == ["What changed from Config/releases/1.0.0 to Config",
                                    "Suggested bump: major (1 removed, 1 renamed, 1 changed type)",
                                    "Tokens: 1 added, 1 removed, 1 renamed, 2 values changed, 1 type changed, 1 newly deprecated."])
        let light = try #require(lines.firstIndex(of: "theme=light — major")), dark = try #require(lines.firstIndex(of: "theme=dark — major"))
        #expect(light < dark)
        let lightLines = lines[light..<dark].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lightLines.contains("+ icon.stroke.bold  dimension  2.5px"))
        #expect(lightLines.contains("- space.13  dimension  96px"))
        #expect(lightLines.contains("~ font.weight.demibold → font.weight.semibold  fontWeight  600"))
        #expect(lightLines.contains("* color.text.link    color  #6279ff → #4555e1  ΔE2000 12.94  contrast on color.background.default 3.69:1 → 5.77:1"))
        #expect(lightLines.contains("* control.height.lg  dimension  40px → 44px"))
        #expect(lightLines.contains("! component.divider.thickness  number → dimension  1 → 1px"))
        #expect(lightLines.contains { $0.hasPrefix("! color.text.secondary  color  Renamed to color.text.muted") })
        let darkLines = lines[dark...].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(darkLines.contains("Value changed (1)"))
        #expect(!darkLines.contains { $0.contains("color.text.link") })
        #expect(run.standardError.isEmpty)
    }

    @Test("--format json prints the API's document; --input keeps one context")
    func json() throws {
        let run = try SwatchbookProcess(["diff", "Config/releases/1.0.0/swatchbook.resolver.json", "Config", "--format", "json",
                                         "--input", "theme=dark"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let diff = try JSONParser.parse(run.standardOutput)
        #expect(diff["from"] == "Config/releases/1.0.0/swatchbook.resolver.json")
        #expect(diff["to"] == "Config")
        #expect(diff["bump"] == "major")
        #expect(diff["contexts"]?.arrayValue?.map { $0["context"] } == [["theme": "dark"]])
        let context = diff["contexts"]?[0]
        #expect(TokenDiffAPITests.ids(context, "added") == BundledRelease.added)
        #expect(TokenDiffAPITests.ids(context, "removed") == BundledRelease.removed)
        #expect(TokenDiffAPITests.ids(context, "renamed") == BundledRelease.renamed)
        #expect(TokenDiffAPITests.ids(context, "valueChanged") == BundledRelease.darkValueChanges)
        #expect(TokenDiffAPITests.ids(context, "typeChanged") == BundledRelease.typeChanged)
        #expect(TokenDiffAPITests.ids(context, "deprecated") == BundledRelease.deprecated)
    }

    @Test("token files against a resolver: compared in every context; the same source twice changes nothing")
    func tokenFiles() throws {
        let folder = NSTemporaryDirectory() + "swatchbook-diff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let light = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "dtcg"])
        #expect(light.waitForExit(timeout: .seconds(20)) == 0)
        try light.standardOutput.write(toFile: folder + "/light.json", atomically: true, encoding: .utf8)
        let run = try SwatchbookProcess(["diff", folder + "/light.json", "Config", "--format", "json"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let diff = try JSONParser.parse(run.standardOutput)
        #expect(diff["contexts"]?.arrayValue?.map { $0["context"] } == [["theme": "light"], ["theme": "dark"]])
        #expect(diff["contexts"]?[0]?["bump"] == "none", "the light tokens printed today are today's light tokens")
        #expect((diff["contexts"]?[1]?["valueChanged"]?.arrayValue?.count ?? 0) > 10, "and not the dark ones")
        let same = try SwatchbookProcess(["diff", "Config", "Config"])
        #expect(same.waitForExit(timeout: .seconds(20)) == 0)
        #expect(same.standardOutput.contains("Suggested bump: none\nNo token changed."))
    }

    @Test("an invalid source exits 1 with file and JSON path on standard error")
    func invalid() throws {
        let folder = NSTemporaryDirectory() + "swatchbook-diff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"size": {"$type": "dimension", "loop": {"$value": "{size.loop}"}}}"#.write(toFile: folder + "/bad.tokens.json",
                                                                                          atomically: true, encoding: .utf8)
        let run = try SwatchbookProcess(["diff", folder + "/bad.tokens.json", "Config"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 1)
        #expect(run.standardError.contains("\(folder)/bad.tokens.json"))
        #expect(run.standardError.contains("at /size/loop/$value: circular reference"))
        #expect(run.standardOutput.isEmpty)
        let missing = try SwatchbookProcess(["diff", folder + "/none", "Config"])
        #expect(missing.waitForExit(timeout: .seconds(20)) == 1)
        #expect(missing.standardError.contains("\(folder)/none: error: there is no file or folder here"))
    }

    @Test("usage errors exit 2", arguments: [
        ["diff", "Config"], ["diff", "Config", "Config", "--format", "yaml"], ["diff", "Config", "Config", "--input", "theme"],
        ["diff", "Config", "Config", "--input", "mode=dark"], ["diff", "Config", "Config", "--input", "theme=sepia"],
    ])
    func usage(arguments: [String]) throws {
        let run = try SwatchbookProcess(arguments)
        #expect(run.waitForExit(timeout: .seconds(20)) == 2, "\(run.standardError)")
    }

    @Test("check reads every release's tokens, strictly, and names the release's files")
    func check() throws {
        let valid = try SwatchbookProcess(["check", "Config"])
        #expect(valid.waitForExit(timeout: .seconds(20)) == 0, "\(valid.standardError)")
        #expect(valid.standardOutput.contains("; 1 release (1.0.0)"))
        var files = ReleaseConfig.resolverRelease("1.0.0")
        files[1].1 = ##"{"color": {"$type": "color", "ink": {"$value": "#333"}, "paper": {"$value": "#fff"}}}"##
        let config = try ReleaseConfig(settings: #"{"releases": [{"version": "1.0.0", "tokens": "releases/1.0.0"}]}"#, files: files)
        defer { config.remove() }
        let invalid = try SwatchbookProcess(["check", config.directory])
        #expect(invalid.waitForExit(timeout: .seconds(20)) == 1)
        #expect(invalid.standardError.contains("\(config.directory)/releases/1.0.0/core.tokens.json:1: error: at /color/ink/$value"),
                "\(invalid.standardError)")
    }
}

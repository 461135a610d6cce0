import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

@Suite("swatchbook tokens and check, as processes", .serialized, .integration)
struct TokenCommandTests {
    static var corpus: String? {
        ProcessInfo.processInfo.environment["SWATCHBOOK_CORPUS"].flatMap { $0.isEmpty ? nil : $0 + "/dtcg-examples" }
    }

    static let corpusNote = "SWATCHBOOK_CORPUS is not set: the real-world corpus command tests are skipped"

    @Test("tokens --resolver … --input theme=dark --format flat prints every token resolved",
          .enabled(if: corpus != nil, Comment(rawValue: corpusNote)),
          arguments: [("figma-sds.resolver.json", 298), ("shopify-polaris.resolver.json", 67)])
    func corpusFlat(resolver: String, count: Int) throws {
        let input = resolver.hasPrefix("figma") ? ["--input", "theme=dark"] : []
        let run = try SwatchbookProcess(["tokens", "--resolver", Self.corpus! + "/" + resolver] + input + ["--format", "flat"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let flat = try #require(try JSONParser.parse(run.standardOutput).objectValue)
        #expect(flat.count == count)
        for (id, entry) in flat {
            #expect(entry["$type"]?.stringValue != nil, "\(id)")
            #expect(!(entry["$value"]?.description.contains(#""{"#) ?? true), "\(id) still has a reference")
        }
        if resolver.hasPrefix("figma") {
            #expect(flat["color.background.brand.$root"]?["$value"] == flat["color.white.100"]?["$value"])
            #expect(run.standardError.contains("unknown-unit"), "em letter spacing is reported as a warning")
        }
    }

    @Test("tokens --config Config prints CSS; the theme input changes it")
    func bundledCSS() throws {
        let light = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "css"])
        let dark = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "css", "--input", "theme=dark"])
        #expect(light.waitForExit() == 0)
        #expect(dark.waitForExit() == 0)
        #expect(light.standardOutput.contains(":root {"))
        #expect(light.standardOutput.contains("--color-background-default:"))
        #expect(light.standardOutput != dark.standardOutput)
        #expect(light.standardError.isEmpty)
    }

    @Test("check accepts the bundled Config and rejects an invalid token file with file, line, path and rule")
    func check() throws {
        let valid = try SwatchbookProcess(["check", "Config"])
        #expect(valid.waitForExit() == 0, "\(valid.standardError)")
        #expect(valid.standardOutput.contains("valid: Config"))
        let folder = NSTemporaryDirectory() + "swatchbook-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/bad.tokens.json"
        try """
        {
          "size": {
            "$type": "dimension",
            "small": { "$value": { "value": 4, "unit": "em" } },
            "loop": { "$value": "{size.loop}" }
          }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let invalid = try SwatchbookProcess(["check", file])
        #expect(invalid.waitForExit() == 1)
        let errors = invalid.standardError
        #expect(errors.contains("\(file):4: error: at /size/small/$value/unit:"))
        #expect(errors.contains("[unknown-unit]"))
        #expect(errors.contains("at /size/loop/$value: circular reference"))
        let tolerant = try SwatchbookProcess(["tokens", file])
        #expect(tolerant.waitForExit() == 1, "a cycle stops tolerant reading too")
    }

    @Test("usage errors exit 2", arguments: [
        ["tokens", "--format", "yaml"], ["tokens", "--input", "theme"], ["tokens", "--config", "Config", "--resolver", "x.json"],
        ["tokens", "--input", "theme=*", "--input", "density=*"], ["tokens", "--format", "css", "--name", "Brand"],
        ["tokens", "--format", "swift", "--name", "not-a-type"],
    ])
    func usage(arguments: [String]) throws {
        let run = try SwatchbookProcess(arguments)
        #expect(run.waitForExit() == 2)
    }

    @Test("tokens refuses two tokens that share a name in the format, naming both (exit 1), and prints formats that keep paths")
    func collision() throws {
        let file = NSTemporaryDirectory() + "collide-\(UUID().uuidString).tokens.json"
        try #"{"space": {"$type": "number", "sm": {"$value": 1}}, "spaceSm": {"$type": "number", "$value": 2}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let js = try SwatchbookProcess(["tokens", file, "--format", "js"])
        #expect(js.waitForExit() == 1)
        #expect(js.standardError.contains("spaceSm and space.sm both become 'SpaceSm' in JavaScript"), "\(js.standardError)")
        #expect(js.standardOutput.isEmpty)
        let flat = try SwatchbookProcess(["tokens", file, "--format", "flat"])
        #expect(flat.waitForExit() == 0)
        // check warns before an app's build fails: the file, the later token's path, every format concerned.
        let check = try SwatchbookProcess(["check", file])
        #expect(check.waitForExit() == 0)
        #expect(check.standardError.contains("\(file):1: warning: at /space/sm: spaceSm and space.sm both become 'space-sm' in CSS; "
            + "the css, scss, js, swift, android, dts, ts, compose exports refuse these tokens until one of them is renamed [export-name-collision]"), "\(check.standardError)")
    }
}

import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook fix`, run as a process on a Config made by `init` and edited as a designer would:
/// check names fix, fix rewrites the files in place, check is clean after, and a second fix changes nothing.
@Suite("swatchbook fix, as a process", .serialized, .integration)
struct FixCommandTests {
    /// The edits: a file below the Config, the strict text, the text a designer types.
    static let edits: [(file: String, strict: String, typed: String)] = [
        ("tokens/core/color.tokens.json",
         ##""50": { "$value": { "colorSpace": "srgb", "components": [0.9725, 0.9804, 0.9882], "hex": "#f8fafc" } }"##,
         ##""50": { "$value": "#fff7ed" }"##),
        ("tokens/core/space.tokens.json", ##""4": { "$value": { "value": 16, "unit": "px" } }"##, ##""4": { "$value": "16px" }"##),
        ("tokens/core/radius.tokens.json", ##"{ "value": 4, "unit": "px" }"##, "4"),
    ]

    /// A Config written by `init` below a new folder, edited with `edits`; the folder and the Config.
    static func editedConfig() throws -> (root: String, config: String) {
        let root = StarterConfigTests.temporaryFolder()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let initialize = try SwatchbookProcess(["init", "Design"], directory: root)
        #expect(initialize.waitForExit() == 0, "\(initialize.standardError)")
        for edit in edits {
            let path = root + "/Design/" + edit.file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(edit.strict), "\(edit.file) holds \(edit.strict)")
            guard let range = text.range(of: edit.strict) else { continue }
            try text.replacingCharacters(in: range, with: edit.typed).write(toFile: path, atomically: true, encoding: .utf8)
        }
        return (root, root + "/Design")
    }

    static func contents(_ config: String) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: StarterConfigTests.files(below: config).map {
            ($0, FileManager.default.contents(atPath: config + "/" + $0) ?? Data())
        })
    }

    @Test("check names fix; --tolerant warns; fix rewrites in place; check is then clean; a second fix changes nothing")
    func endToEnd() throws {
        let (root, config) = try Self.editedConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }

        let strict = try SwatchbookProcess(["check", "Design"], directory: root)
        #expect(strict.waitForExit() == 1)
        #expect(strict.standardError.contains("run `swatchbook fix Design/tokens/core/color.tokens.json` to rewrite it in place"),
                "\(strict.standardError)")
        #expect(strict.standardError.contains("not the bare number 4; it is read as 4px; run `swatchbook fix Design/tokens/core/radius.tokens.json` "
            + "to rewrite it in place [unitless-dimension]"), "\(strict.standardError)")

        let tolerant = try SwatchbookProcess(["check", "--tolerant", "Design"], directory: root)
        #expect(tolerant.waitForExit() == 0, "\(tolerant.standardError)")
        #expect(tolerant.standardError.contains("warning") && !tolerant.standardError.contains(": error:"), "\(tolerant.standardError)")

        let before = Self.contents(config)
        let dryRun = try SwatchbookProcess(["fix", "--config", "Design", "--dry-run"], directory: root)
        #expect(dryRun.waitForExit() == 1, "--dry-run exits 1 when something would change")
        #expect(dryRun.standardOutput.contains("Design/tokens/core/color.tokens.json: 1 value rewritten"), "\(dryRun.standardOutput)")
        #expect(Self.contents(config) == before, "--dry-run writes nothing")

        let fix = try SwatchbookProcess(["fix", "--config", "Design"], directory: root)
        #expect(fix.waitForExit() == 0, "\(fix.standardError)")
        #expect(fix.standardError.isEmpty, "\(fix.standardError)")
        for line in ["Design/tokens/core/color.tokens.json: 1 value rewritten",
                     ##"  /color/neutral/50/$value (line 10): "#fff7ed" → {"colorSpace": "srgb", "##,
                     "Design/tokens/core/space.tokens.json: 1 value rewritten",
                     ##"  /space/4/$value (line 10): "16px" → {"value": 16, "unit": "px"}"##,
                     "Design/tokens/core/radius.tokens.json: 1 value rewritten", "fixed 3 of "] {
            #expect(fix.standardOutput.contains(line), "\(line) in \(fix.standardOutput)")
        }
        let after = Self.contents(config)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed == Self.edits.map(\.file).sorted(), "only the edited files change")

        let clean = try SwatchbookProcess(["check", "Design"], directory: root)
        #expect(clean.waitForExit() == 0, "\(clean.standardError)")
        #expect(clean.standardError.isEmpty, "\(clean.standardError)")

        let again = try SwatchbookProcess(["fix", "Design"], directory: root)
        #expect(again.waitForExit() == 0)
        #expect(again.standardOutput.contains("fixed 0 of") && again.standardOutput.contains("already strict DTCG 2025.10"),
                "\(again.standardOutput)")
        #expect(Self.contents(config) == after, "a second fix changes nothing")
    }

    @Test("one file it cannot parse: named with its line and rule, and no file is written")
    func refusesAll() throws {
        let (root, config) = try Self.editedConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let broken = config + "/tokens/theme/light.tokens.json"
        try "{\n  \"color\": {\n    \"text\": { \"$value\" \"{color.neutral.900}\" }\n  }\n}\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let before = Self.contents(config)
        let fix = try SwatchbookProcess(["fix", "Design"], directory: root)
        #expect(fix.waitForExit() == 1)
        #expect(fix.standardError.contains("Design/tokens/theme/light.tokens.json:3: error: ") && fix.standardError.contains("[json-syntax]"),
                "\(fix.standardError)")
        #expect(fix.standardError.contains("nothing was written"), "\(fix.standardError)")
        #expect(Self.contents(config) == before, "no file is written, the broken one byte for byte")
    }

    @Test("a file given by name is fixed alone; a folder's *.tokens.json files are fixed", arguments: [
        ["Design/tokens/core/space.tokens.json"], ["Design/tokens/core"],
    ])
    func paths(arguments: [String]) throws {
        let (root, config) = try Self.editedConfig()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = Self.contents(config)
        let fix = try SwatchbookProcess(["fix"] + arguments, directory: root)
        #expect(fix.waitForExit() == 0, "\(fix.standardError)")
        let after = Self.contents(config)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        let expected = arguments[0].hasSuffix(".json") ? ["tokens/core/space.tokens.json"] : Self.edits.map(\.file).sorted()
        #expect(changed == expected, "\(fix.standardOutput)")
    }
}

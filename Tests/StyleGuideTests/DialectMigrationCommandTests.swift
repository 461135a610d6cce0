import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// The migration a team runs once: `swatchbook tokens --format dtcg` on a file in an older dialect
/// prints strict DTCG 2025.10, and `swatchbook check` on what it printed is clean.
@Suite("swatchbook tokens --format dtcg migrates older dialects", .serialized, .integration)
struct DialectMigrationCommandTests {
    static let files: [(name: String, text: String, rule: String)] = [
        ("classic.json", ##"""
        {
          "color": {"base": {"red": {"value": "#ff0000", "comment": "alarm"}}, "error": {"value": "{color.base.red.value}"}},
          "size": {"small": {"value": "0.75"}, "border": {"value": "1px"}},
          "asset": {"logo": {"value": "img/logo.png", "type": "asset"}},
          "border": {"thin": {"value": "{size.border} solid {color.error}", "type": "border"}}
        }
        """##, "converted from Style Dictionary's classic format"),
        ("draft.tokens.json", ##"""
        {
          "color": {"$type": "color", "bg": {"$value": "#fff"}, "fg": {"$value": "hsl(210, 50%, 40%)"}},
          "space": {"$type": "dimension", "sm": {"$value": "8px"}},
          "shadow": {"$type": "shadow", "sm": {"$value": "0 1px 2px rgba(0,0,0,.2)"}},
          "weight": {"$type": "fontWeight", "semi": {"$value": "Semi Bold"}}
        }
        """##, "converted from a DTCG draft"),
        ("studio.json", ##"""
        {
          "core": {"space": {"2": {"value": "8", "type": "spacing"}, "4": {"value": "{space.2} * 2", "type": "spacing"}},
                   "gray": {"50": {"value": "#fafafa", "type": "color"}, "900": {"value": "#111111", "type": "color"}}},
          "theme/light": {"bg": {"value": "{gray.50}", "type": "color"}},
          "theme/dark": {"bg": {"value": "{gray.900}", "type": "color"}},
          "$themes": [
            {"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled"}},
            {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["core", "theme/light", "theme/dark"]}
        }
        """##, "converted from a Tokens Studio export"),
        ("figma-variables.json", ##"""
        {"status": 200, "error": false, "meta": {
          "variableCollections": {"C:1": {"name": "Theme", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}],
                                          "defaultModeId": "1:0", "remote": false}},
          "variables": {
            "V:1": {"name": "color/bg", "variableCollectionId": "C:1", "resolvedType": "COLOR", "scopes": ["FRAME_FILL"],
                    "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 1}, "1:1": {"r": 0, "g": 0, "b": 0, "a": 1}}},
            "V:2": {"name": "space/md", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["GAP"],
                    "valuesByMode": {"1:0": 12, "1:1": 12}},
            "V:3": {"name": "label", "variableCollectionId": "C:1", "resolvedType": "STRING", "scopes": [],
                    "valuesByMode": {"1:0": "Day", "1:1": "Night"}}}}}
        """##, "converted from Figma variables"),
    ]

    @Test("tokens warns once, prints strict DTCG; check refuses the original and accepts the output", arguments: files)
    func migrate(name: String, text: String, rule: String) throws {
        let folder = NSTemporaryDirectory() + "swatchbook-dialects-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = folder + "/" + name
        try text.write(toFile: original, atomically: true, encoding: .utf8)

        let migrate = try SwatchbookProcess(["tokens", "--format", "dtcg", original])
        #expect(migrate.waitForExit() == 0, "\(migrate.standardError)")
        let warnings = migrate.standardError.split(separator: "\n")
        #expect(warnings.count == 1 && warnings[0].contains("warning") && warnings[0].contains(rule)
                    && warnings[0].hasSuffix("[dialect-converted]"), "\(migrate.standardError)")
        let migrated = folder + "/migrated.tokens.json"
        try migrate.standardOutput.write(toFile: migrated, atomically: true, encoding: .utf8)

        let strict = try SwatchbookProcess(["check", original])
        #expect(strict.waitForExit() == 1)
        #expect(strict.standardError.contains("error") && strict.standardError.contains("[dialect-converted]"), "\(strict.standardError)")

        let clean = try SwatchbookProcess(["check", migrated])
        #expect(clean.waitForExit() == 0, "\(clean.standardError)")
        #expect(clean.standardError.isEmpty, "\(clean.standardError)")
    }

    @Test("a Tokens Studio export given alone takes --input for its themes", arguments: [("light", "#fafafa"), ("dark", "#111111")])
    func themes(context: String, hex: String) throws {
        let folder = NSTemporaryDirectory() + "swatchbook-dialects-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/studio.json"
        try Self.files[2].text.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try SwatchbookProcess(["tokens", file, "--input", "mode=\(context)", "--format", "css"])
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("--bg: \(hex);"), "\(run.standardOutput)")
    }

    @Test("Figma variables given alone take --input for a collection's modes", arguments: [("Light", "#ffffff"), ("Dark", "#000000")])
    func figmaModes(context: String, hex: String) throws {
        let folder = try Self.folder(["figma-variables.json": Self.files[3].text])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try SwatchbookProcess(["tokens", folder + "/figma-variables.json", "--input", "Theme=\(context)", "--format", "css"])
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("--color-bg: \(hex);") && run.standardOutput.contains("--space-md: 12px;"), "\(run.standardOutput)")
    }

    /// Writes `files` (relative path → text) below a new temporary folder and returns it.
    static func folder(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "swatchbook-dialects-\(UUID().uuidString)"
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Runs `tokens` with `arguments` and `--format dtcg`, checks one summary per converted file, then
    /// that `check` accepts the output without a word; returns the output.
    static func migrateAndCheck(_ arguments: [String], in folder: String, summaries: Int) throws -> String {
        let migrate = try SwatchbookProcess(["tokens", "--format", "dtcg"] + arguments)
        #expect(migrate.waitForExit() == 0, "\(migrate.standardError)")
        let lines = migrate.standardError.split(separator: "\n")
        #expect(lines.count == summaries && lines.allSatisfy { $0.hasSuffix("[dialect-converted]") }, "\(migrate.standardError)")
        try migrate.standardOutput.write(toFile: folder + "/migrated.tokens.json", atomically: true, encoding: .utf8)
        let clean = try SwatchbookProcess(["check", folder + "/migrated.tokens.json"])
        #expect(clean.waitForExit() == 0, "\(clean.standardError)")
        #expect(clean.standardError.isEmpty, "\(clean.standardError)")
        return migrate.standardOutput
    }

    @Test("a Style Dictionary classic folder of several files, aliases across them, migrates in one run")
    func classicFolder() throws {
        let folder = try Self.folder([
            "tokens/color/base.json": ##"{"color": {"base": {"blue": {"value": "#0055ff"}, "gray": {"value": "#333333"}}}}"##,
            "tokens/color/font.json": ##"{"color": {"font": {"base": {"value": "{color.base.gray.value}", "comment": "body text"}}}}"##,
            "tokens/size/font.json": ##"{"size": {"font": {"base": {"value": "1"}, "large": {"value": "1.5"}}}}"##,
            "tokens/time.json": ##"{"time": {"fast": {"value": "150ms"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["color/base.json", "color/font.json", "size/font.json", "time.json"].map { folder + "/tokens/" + $0 }
        let output = try Self.migrateAndCheck(files, in: folder, summaries: 4)
        let migrated = try JSONParser.parse(output)
        #expect(JSONPointer("/color/font/base/$description")?.resolve(in: migrated) == .string("body text"))
        #expect(JSONPointer("/size/font/large/$value")?.resolve(in: migrated) == ["value": 1.5, "unit": "rem"])
        #expect(JSONPointer("/time/fast/$value")?.resolve(in: migrated) == ["value": 150, "unit": "ms"])
        let gray = JSONPointer("/color/base/gray/$value")?.resolve(in: migrated)
        #expect(gray != nil && JSONPointer("/color/font/base/$value")?.resolve(in: migrated) == gray)
    }

    @Test("Style Dictionary's plain values (Tests/Fixtures/StyleDictionaryPlain): interpolated across files, the migration strict")
    func plainValues() throws {
        let fixture = RepositoryPaths.root + "/Tests/Fixtures/StyleDictionaryPlain/"
        let files = ["globals.json", "color/base.json", "size/font.json", "button/button.json"].map { fixture + $0 }
        let folder = try Self.folder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let migrated = try JSONParser.parse(try Self.migrateAndCheck(files, in: folder, summaries: 4))
        #expect(JSONPointer("/button/label/size/$value")?.resolve(in: migrated) == ["value": 8, "unit": "px"])
        #expect(JSONPointer("/size/font/body/$value")?.resolve(in: migrated) == ["value": 8, "unit": "px"])
        #expect(JSONPointer("/globals/baseline")?.resolve(in: migrated) == nil, "a plain value is no DTCG token")
        #expect(JSONPointer("/globals/$extensions/com.swatchbook.legacy/tokens/unit/$value")?.resolve(in: migrated) == "px")
        let flat = try SwatchbookProcess(["tokens", "--format", "flat"] + files)
        #expect(flat.waitForExit() == 0, "\(flat.standardError)")
        let tokens = try JSONParser.parse(flat.standardOutput)
        #expect(tokens["button.label.size"] == ["$type": "dimension", "$value": ["value": 8, "unit": "px"]])
        #expect(tokens["button.label.family"] == ["$type": "string", "$value": "Atkinson Hyperlegible"])
        let strict = try SwatchbookProcess(["check"] + files)
        #expect(strict.waitForExit() == 1, "only the tolerant reading takes a classic file")
    }

    @Test("a Tokens Studio folder ($themes.json, $metadata.json, a file per set) migrates each theme", arguments: [("light", "#fafafa"), ("dark", "#111111")])
    func studioFolder(context: String, hex: String) throws {
        let folder = try Self.folder([
            "tokens/$themes.json": ##"""
            [{"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled"}},
             {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}}]
            """##,
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "theme/light", "theme/dark"]}"##,
            "tokens/core.json": ##"{"gray": {"50": {"value": "#fafafa", "type": "color"}, "900": {"value": "#111111", "type": "color"}}, "space": {"2": {"value": "8", "type": "spacing"}, "6": {"value": "{space.2} * 3", "type": "spacing"}}}"##,
            "tokens/theme/light.json": ##"{"bg": {"value": "{gray.50}", "type": "color"}}"##,
            "tokens/theme/dark.json": ##"{"bg": {"value": "{gray.900}", "type": "color"}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Self.migrateAndCheck(["--resolver", folder + "/tokens/$themes.json", "--input", "mode=\(context)"], in: folder, summaries: 4)
        let migrated = try JSONParser.parse(output)
        #expect(JSONPointer("/bg/$value/hex")?.resolve(in: migrated) == .string(hex), "\(output)")
        #expect(JSONPointer("/space/6/$value")?.resolve(in: migrated) == ["value": 24, "unit": "px"], "\(output)")
    }
}

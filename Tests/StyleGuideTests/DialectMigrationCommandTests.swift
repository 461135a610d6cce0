import DesignSystem
import Foundation
import Testing

/// The migration a team runs once: `swatchbook tokens --format dtcg` on a file in an older dialect
/// prints strict DTCG 2025.10, and `swatchbook check` on what it printed is clean.
@Suite("swatchbook tokens --format dtcg migrates older dialects", .serialized)
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
}

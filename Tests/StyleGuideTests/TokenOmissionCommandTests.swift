import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook tokens` says on standard error what a format leaves out (token, format, why), and
/// `--strict` makes that an error; typography reaches Swift and Android.
@Suite("swatchbook tokens: omissions and typography, as processes", .serialized, .integration)
struct TokenOmissionCommandTests {
    /// A token file with a shadow (no Android or Compose type) and a colour every format holds.
    static func file() throws -> String {
        let file = NSTemporaryDirectory() + "omission-\(UUID().uuidString).tokens.json"
        try #"""
        {"color": {"ok": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
         "shadow": {"card": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]},
           "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
           "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
        """#.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("each token left out is a warning naming it, the format and why; the file is still printed",
          arguments: [("android", "Android resources"), ("compose", "Compose")])
    func warning(format: String, platform: String) throws {
        let file = try Self.file()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try SwatchbookProcess(["tokens", file, "--format", format])
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(run.standardError == "warning: shadow.card: not written in \(format): \(platform) has no type for a shadow\n"
            .replacingOccurrences(of: "resources has", with: "resources have"))
        #expect(!run.standardOutput.isEmpty)
    }

    @Test("--strict: every omission is an error, nothing is printed on standard output, exit 1; a file with none passes",
          arguments: [("android", 1), ("compose", 1), ("swift", 0), ("css", 0)])
    func strict(format: String, status: Int32) throws {
        let file = try Self.file()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try SwatchbookProcess(["tokens", file, "--format", format, "--strict"])
        #expect(run.waitForExit() == status, "\(run.standardError)")
        if status == 1 {
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.contains("error: shadow.card: not written in \(format): "))
            #expect(run.standardError.contains("1 token not written; --strict refuses a file that leaves a token out"))
        } else {
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.contains("shadow") || run.standardOutput.contains("Shadow"))
        }
    }

    @Test("the bundled Config's typography is in its Android output as TextAppearance styles, one per typography token")
    func bundledAndroid() throws {
        let flat = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "flat"])
        #expect(flat.waitForExit() == 0)
        let typography = try #require(try JSONParser.parse(flat.standardOutput).objectValue)
            .filter { $0.value["$type"]?.stringValue == "typography" }.map(\.key)
        #expect(!typography.isEmpty)
        for arguments in [["--format", "android"], ["--format", "android", "--input", "theme=*"]] {
            let run = try SwatchbookProcess(["tokens", "--config", "Config"] + arguments)
            #expect(run.waitForExit() == 0)
            // One file is XML; every context is JSON, where the quotes of the XML are escaped.
            let output = run.standardOutput
            // Counted apart, with their types: as one #expect expression this took the type checker 2.3 s.
            let escapedStyles: Int = output.components(separatedBy: #"<style name=\"TextAppearance."#).count - 1
            let plainStyles: Int = output.components(separatedBy: #"<style name="TextAppearance."#).count - 1
            #expect(escapedStyles + plainStyles >= typography.count)
            #expect(output.contains("android:letterSpacing"))
            for id in typography { #expect(!run.standardError.contains("warning: \(id): "), "\(id)") }
            // Every line on standard error is an omission warning.
            #expect(run.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") && $0.contains(": not written in android: ") })
        }
    }

    @Test("Figma SDS: its 19 type styles are Swift constants, with none left out",
          .enabled(if: TokenCommandTests.corpus != nil, Comment(rawValue: TokenCommandTests.corpusNote)))
    func sdsSwift() throws {
        let run = try SwatchbookProcess(["tokens", "--resolver", TokenCommandTests.corpus! + "/figma-sds.resolver.json",
                                         "--input", "theme=light", "--format", "swift"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let styles = run.standardOutput.split(separator: "\n").filter { $0.contains("public static let typography") && $0.contains("= Typography(") }
        #expect(styles.count == 19)
        #expect(!run.standardOutput.contains("Not representable in Swift"))
        #expect(!run.standardError.contains("not written in swift"))
    }
}

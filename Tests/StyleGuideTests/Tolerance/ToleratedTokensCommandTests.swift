import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook tokens` on a resolver whose modifier has no default: the context must be named.
@Suite("swatchbook tokens and a modifier without a default", .serialized, .integration)
struct ToleratedTokensCommandTests {
    /// A folder with a resolver whose `size` modifier (small, large) has no default.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "swatchbook-nodefault-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        {"version": "2025.10",
         "modifiers": {"size": {"contexts": {"small": [{"$ref": "small.tokens.json"}], "large": [{"$ref": "large.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/size"}]}
        """.write(toFile: folder + "/main.resolver.json", atomically: true, encoding: .utf8)
        try #"{"space": {"$type": "dimension", "$value": 4}}"#.write(toFile: folder + "/small.tokens.json", atomically: true, encoding: .utf8)
        try #"{"space": {"$type": "dimension", "$value": 8}}"#.write(toFile: folder + "/large.tokens.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("without --input: a usage error (status 2) listing the choices")
    func missing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try SwatchbookProcess(["tokens", "--resolver", folder + "/main.resolver.json", "--format", "flat"])
        #expect(run.waitForExit() == 2)
        #expect(run.standardError.contains("modifier 'size' has no default; choose one of small, large (--input size=CONTEXT)"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("with --input naming the context: the tokens, the bare number read as px with a warning",
          arguments: [("small", 4.0), ("large", 8.0)])
    func named(context: String, pixels: Double) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try SwatchbookProcess(["tokens", "--resolver", folder + "/main.resolver.json", "--input", "size=\(context)", "--format", "flat"])
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        let flat = try JSONParser.parse(run.standardOutput)
        #expect(flat["space"]?["$value"] == ["value": .number(pixels), "unit": "px"])
        #expect(run.standardError.contains("\(context).tokens.json:1: warning: at /space/$value:"), "\(run.standardError)")
        #expect(run.standardError.contains("[unitless-dimension]"))
        let strict = try SwatchbookProcess(["tokens", "--strict", "--resolver", folder + "/main.resolver.json", "--input", "size=\(context)"])
        #expect(strict.waitForExit() == 1)
        #expect(strict.standardError.contains("error: at /space/$value:"), "\(strict.standardError)")
    }
}

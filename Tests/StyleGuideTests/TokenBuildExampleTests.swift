import Foundation
import HTTPTestSupport
import Testing

/// Examples/token-build: the DesignTokens library used alone, by a build tool.
@Suite("The token-build example: read, validate, resolve and export with DesignTokens alone", .integration)
struct TokenBuildExampleTests {
    @Test("it writes one CSS file per permutation of the bundled Config's resolver")
    func writesEachPermutation() throws {
        let folder = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try SwatchbookProcess([RepositoryPaths.config + "/tokens/swatchbook.resolver.json", folder, "--strict"], program: "token-build")
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\(folder)/theme-dark.css: 247 tokens"))
        let light = try String(contentsOfFile: folder + "/theme-light.css", encoding: .utf8)
        let dark = try String(contentsOfFile: folder + "/theme-dark.css", encoding: .utf8)
        #expect(light.contains(":root {") && light.contains("--color-"))
        #expect(light != dark)
    }

    @Test("it prints the diagnostics of a file in error and writes nothing")
    func refusesErrors() throws {
        let folder = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"n": {"$type": "number", "x": {"$value": "{n.y}"}}}]}]}"#
            .write(toFile: folder + "/bad.resolver.json", atomically: true, encoding: .utf8)
        let run = try SwatchbookProcess([folder + "/bad.resolver.json", folder + "/out"], program: "token-build")
        #expect(run.waitForExit() == 1)
        #expect(run.standardError.contains("{n.y} does not exist"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
}

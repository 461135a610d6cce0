import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook export` of a private Config: refused unless told `--allow-private`, then noted.
@Suite(.serialized, .integration) struct PrivateExportTests {
    @Test func aPrivateConfigIsExportedOnlyWithAllowPrivate() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Secret", "access": "private"}"#)
        defer { config.remove() }
        let out = WrittenExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let refused = try SwatchbookProcess(["export", "--config", config.directory, "--out", out, "--workers", "1"])
        #expect(refused.waitForExit(timeout: .seconds(60)) == 1)
        #expect(refused.standardError.contains(#"says "access": "private""#), "\(refused.standardError)")
        #expect(refused.standardError.contains("--allow-private"))
        #expect(!FileManager.default.fileExists(atPath: out + "/index.html"))
        let allowed = try SwatchbookProcess(["export", "--config", config.directory, "--out", out, "--workers", "1", "--allow-private"])
        #expect(allowed.waitForExit(timeout: .seconds(120)) == 0, "\(allowed.standardError)")
        #expect(allowed.standardError.contains("exported "))
        #expect(allowed.standardError.contains("holds a private design system"))
        #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
    }
}

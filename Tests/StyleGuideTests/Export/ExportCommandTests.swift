import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook export` as a user runs it: the site written into --out with its manifest,
/// progress and totals on stderr, an earlier export replaced, and clear refusals.
@Suite(.serialized, .integration) struct ExportCommandTests {
    static func temporaryFolder() -> String { WrittenExport.temporaryFolder() }

    @Test func exportsTheAcmeConfigUnderABasePathAndReplacesAnEarlierExport() throws {
        let parent = Self.temporaryFolder()
        let out = parent + "/site/design"
        defer { try? FileManager.default.removeItem(atPath: parent) }
        for round in 1...2 {
            let process = try SwatchbookProcess(["export", "--config", RepositoryPaths.acme, "--out", out, "--base-path", "/design/",
                                                 "--previews", "linked", "--workers", "2"])
            let status = process.waitForExit(timeout: .seconds(300))
            #expect(status == 0, "round \(round): \(process.standardError)")
            #expect(process.standardError.contains("exported "), "no total line: \(process.standardError)")
            #expect(process.standardError.contains(" bytes, to \(out) in "))
        }
        let manifest = try String(contentsOfFile: out + "/swatchbook-manifest.json", encoding: .utf8)
        #expect(manifest.contains(#""basePath": "/design/""#))
        let home = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(home.contains(#"href="/design/tokens/""#))
        #expect(home.contains(#"action="/design/search/""#))
        // Nothing is left beside --out: the staging folder was renamed, the earlier export removed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent + "/site") == ["design"])
    }

    @Test func refusesAFolderThatHoldsSomethingElseBeforeRendering() throws {
        let out = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "mine".write(toFile: out + "/notes.txt", atomically: true, encoding: .utf8)
        let process = try SwatchbookProcess(["export", "--config", RepositoryPaths.acme, "--out", out])
        #expect(process.waitForExit(timeout: .seconds(30)) == 1)
        #expect(process.standardError.contains("refusing to write into \(out)"))
        #expect(!process.standardError.contains("rendered"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["notes.txt"])
    }

    @Test func aConfigOfManyPermutationsIsRefusedOverTheCapBeforeRenderingAndExportedInBoundedMemoryUnderIt() throws {
        let config = try PermutationConfig.make(modifiers: 2, contexts: 3, settings: #"{"name": "Many", "limits": {"exportPages": 500}}"#)
        defer { config.remove() }
        let out = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let refused = try MeasuredRun(["export", "--config", config.directory, "--out", out, "--workers", "2"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("error: \(config.directory): the export would hold "), "\(refused.standardError)")
        #expect(refused.standardError.contains(#""limits": {"exportPages": …} in swatchbook.json"#))
        #expect(!refused.standardError.contains("rendered"))
        #expect(!FileManager.default.fileExists(atPath: out))

        try config.write(#"{"name": "Many"}"#)
        let exported = try MeasuredRun(["export", "--config", config.directory, "--out", out, "--workers", "2", "--previews", "linked"])
        #expect(exported.status == 0, "\(exported.standardError)")
        let files = try #require(exported.standardError.firstMatch(of: /exported (\d+) files, (\d+) bytes/))
        #expect(Int(files.1) ?? 0 > 1_000)
        // Issue 26's bound for any process; the pages themselves are on disk, not in memory.
        #expect(exported.peakBytes < 512 * 1_048_576, "peak RSS \(exported.peakBytes / 1_048_576) MB")
    }

    @Test(arguments: [["--base-path", "design"], ["--base-path", "/a/../b/"], ["--workers", "0"]])
    func refusesBadOptions(_ options: [String]) throws {
        let out = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let process = try SwatchbookProcess(["export", "--config", RepositoryPaths.acme, "--out", out] + options)
        let status = process.waitForExit(timeout: .seconds(30))
        #expect(status == 1 || status == 2)
        #expect(process.standardError.contains(options[0]), "\(process.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

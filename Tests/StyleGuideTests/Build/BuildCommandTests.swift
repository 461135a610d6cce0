import Foundation
import HTTPTestSupport
import Testing

@Suite("swatchbook build, as a process", .serialized, .integration)
struct BuildCommandTests {
    @Test("builds the bundled Config, prints a line per file, then --check passes; a stale or missing file fails --check, naming it")
    func buildThenCheck() throws {
        let out = BuildFolderTests.temporary()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let missing = try SwatchbookProcess(["build", "--out", out, "--check"])
        #expect(missing.waitForExit(timeout: .seconds(30)) == 1)
        #expect(missing.standardOutput.contains("missing \(out)/css/tokens.css"), "\(missing.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: out), "--check writes nothing")
        let build = try SwatchbookProcess(["build", "--config", "Config", "--out", out])
        #expect(build.waitForExit(timeout: .seconds(30)) == 0, "\(build.standardError)")
        let lines = build.standardOutput.split(separator: "\n")
        #expect(lines.count == 12, "\(build.standardOutput)")
        #expect(lines.allSatisfy { $0.wholeMatch(of: #/wrote .+ \([0-9,]+ bytes\)/#) != nil }, "\(build.standardOutput)")
        let first = BuildFolderTests.listing(out).map { FileManager.default.contents(atPath: out + "/" + $0) }
        let again = try SwatchbookProcess(["build", "--out", out])
        #expect(again.waitForExit(timeout: .seconds(30)) == 0)
        #expect(again.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })
        #expect(BuildFolderTests.listing(out).map { FileManager.default.contents(atPath: out + "/" + $0) } == first, "same bytes twice")
        let fresh = try SwatchbookProcess(["build", "--out", out, "--check"])
        #expect(fresh.waitForExit(timeout: .seconds(30)) == 0, "\(fresh.standardOutput)")
        try "stale".write(toFile: out + "/ios/Tokens.swift", atomically: true, encoding: .utf8)
        let stale = try SwatchbookProcess(["build", "--out", out, "--check"])
        #expect(stale.waitForExit(timeout: .seconds(30)) == 1)
        #expect(stale.standardOutput == "stale \(out)/ios/Tokens.swift\n", "\(stale.standardOutput)")
        #expect(stale.standardError.contains("1 of 12 files out of date"))
    }

    @Test("each token a format leaves out is a warning naming the token, format and file; --strict refuses the build, writing nothing")
    func omissions() throws {
        let out = BuildFolderTests.temporary()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let strict = try SwatchbookProcess(["build", "--out", out, "--strict"])
        #expect(strict.waitForExit(timeout: .seconds(30)) == 1)
        #expect(strict.standardError.contains("error: border.control: not written in android (android/res): "), "\(strict.standardError)")
        #expect(strict.standardError.contains("nothing written"))
        #expect(!FileManager.default.fileExists(atPath: out), "--strict wrote nothing")
        let tolerant = try SwatchbookProcess(["build", "--out", out])
        #expect(tolerant.waitForExit(timeout: .seconds(30)) == 0)
        #expect(tolerant.standardError.contains("warning: border.control: not written in android (android/res): "), "\(tolerant.standardError)")
    }

    @Test("a bad build object: build and check exit 1 naming the file and JSON path; a usage error exits 2")
    func refusals() throws {
        let config = try TemporaryConfig(settings: #"{"build": {"outputs": [{"format": "css", "file": "a.css", "inputs": {"them": "dark"}}]}}"#)
        defer { config.remove() }
        for arguments in [["build", "--config", config.directory], ["check", config.directory]] {
            let run = try SwatchbookProcess(arguments)
            #expect(run.waitForExit(timeout: .seconds(30)) == 1)
            #expect(run.standardError.contains("\(config.directory)/swatchbook.json: error: at /build/outputs/0/inputs/them: "
                + "'them' is not a modifier of the resolver (did you mean 'theme'?)"), "\(arguments): \(run.standardError)")
        }
        let usage = try SwatchbookProcess(["build", "--frobnicate"])
        #expect(usage.waitForExit() == 2)
    }

    @Test("past buildBytes the build exits 1 and the files of the previous build stay as they were")
    func failedBuildLeavesPrevious() throws {
        let config = try TemporaryConfig(settings: #"{"build": {"outputs": [{"format": "css", "file": "a.css", "inputs": {"theme": "*"}}]}}"#)
        let out = BuildFolderTests.temporary()
        defer { config.remove(); try? FileManager.default.removeItem(atPath: out) }
        let build = try SwatchbookProcess(["build", "--config", config.directory, "--out", out])
        #expect(build.waitForExit(timeout: .seconds(30)) == 0, "\(build.standardError)")
        let before = FileManager.default.contents(atPath: out + "/a.css")
        try config.write(#"{"limits": {"buildBytes": 1024}, "build": {"outputs": [{"format": "css", "file": "a.css", "inputs": {"theme": "*"}}, "#
            + #"{"format": "dtcg", "file": "b.json", "inputs": {"theme": "*"}}, {"format": "figma", "file": "c.json", "inputs": {"theme": "*"}}]}}"#)
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """)
        let refused = try SwatchbookProcess(["build", "--config", config.directory, "--out", out])
        #expect(refused.waitForExit(timeout: .seconds(30)) == 1)
        #expect(refused.standardError.contains("[limit-exceeded]"), "\(refused.standardError)")
        #expect(FileManager.default.contents(atPath: out + "/a.css") == before, "the previous file is intact")
        #expect(BuildFolderTests.listing(out) == ["a.css"])
    }
}

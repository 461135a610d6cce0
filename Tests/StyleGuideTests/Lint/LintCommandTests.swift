import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook lint` run as a process: its exit status and where it writes, for each format.
@Suite("swatchbook lint: the command", .serialized, .integration)
struct LintCommandTests {
    static let fixture = "Tests/Fixtures/LintFailing"

    @Test("exit status and output", arguments: [
        (["lint"], Int32(0), "0 errors, 0 warnings, "),
        (["lint", "Config", "--format", "github"], 0, "::notice file=Config/tokens/"),
        (["lint", fixture], 1, "2 errors, 1 warning, 0 notes"),
        (["lint", fixture, "--format", "json"], 1, "\"rule\": \"missing-in-context\""),
        (["lint", fixture, "--format", "sarif"], 1, "\"ruleId\": \"deprecated-reference\""),
        (["lint", fixture, "--format", "github"], 1, "::error file=Tests/Fixtures/LintFailing/tokens/light.tokens.json,line=10,"),
        (["lint", fixture, "--format", "junit"], 1, "<testsuite name=\"contrast\" tests=\"1\" failures=\"1\""),
    ])
    func run(arguments: [String], status: Int32, output: String) throws {
        let process = try SwatchbookProcess(arguments)
        #expect(process.waitForExit(timeout: .seconds(60)) == status)
        #expect(process.standardOutput.contains(output), "\(process.standardOutput)")
        #expect(process.standardError == "")
    }

    @Test("a usage error is exit 2", arguments: [["lint", "--format", "yaml"], ["lint", "a", "b"]])
    func usage(arguments: [String]) throws {
        let process = try SwatchbookProcess(arguments)
        #expect(process.waitForExit(timeout: .seconds(30)) == 2)
        #expect(process.standardOutput == "")
    }

    @Test("a Config that does not load is exit 1 with its problems on standard error")
    func unloadable() throws {
        let process = try SwatchbookProcess(["lint", "Tests/Fixtures/NoSuchConfig"])
        #expect(process.waitForExit(timeout: .seconds(30)) == 1)
        #expect(process.standardError.contains("Tests/Fixtures/NoSuchConfig: error: there is no Config folder here"))
        #expect(process.standardError.contains("lint: Tests/Fixtures/NoSuchConfig does not load, so it was not linted"))
        #expect(process.standardOutput == "")
    }
}

import Foundation
import HTTPTestSupport
import StyleGuide
import Testing

/// `swatchbook --version`: the version, and the commit and date the Makefile records before a
/// build, or "unknown" for a build made otherwise.
@Suite("swatchbook --version", .integration)
struct VersionTests {
    @Test(arguments: [
        ("commit=0123456789abcdef0123456789abcdef01234567\ndate=2026-11-27\n", "0123456789abcdef0123456789abcdef01234567", "2026-11-27"),
        ("date=2025-01-02\ncommit=abcdef1", "abcdef1", "2025-01-02"),
        (nil, "unknown", "unknown"),
        ("", "unknown", "unknown"),
        ("commit=not a commit\ndate=yesterday", "unknown", "unknown"),
        ("commit=ABCDEF1234\ndate=2026-1-2", "unknown", "unknown"),
        ("commit=0123456789abcdef0123456789abcdef012345678\ndate=2026-11-27", "unknown", "2026-11-27"),
    ] as [(String?, String, String)])
    func theBuildFileIsReadOrUnknown(text: String?, commit: String, date: String) {
        let build = SwatchbookBuild(parsing: text)
        #expect(build.commit == commit)
        #expect(build.date == date)
    }

    @Test func versionPrintsTheVersionTheCommitAndTheDate() throws {
        let process = try SwatchbookProcess(["--version"])
        #expect(process.waitForExit(timeout: .seconds(10)) == 0)
        let line = process.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let match = try #require(line.wholeMatch(of: /swatchbook (\d+\.\d+\.\d+) \(commit ([0-9a-f]{7,40}|unknown), (\d{4}-\d\d-\d\d|unknown)\)/),
                                 "\(line)")
        #expect(String(match.output.1) == SwatchbookVersion.current)
        #expect(String(match.output.2) == SwatchbookBuild.current.commit)
        #expect(String(match.output.3) == SwatchbookBuild.current.date)
    }
}

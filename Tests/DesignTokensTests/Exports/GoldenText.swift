import Foundation
import Testing

/// The folder of golden files, next to this source file.
private let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// Checks `actual` against the golden file `Goldens/<name>.golden`. With the environment variable
/// `SWATCHBOOK_UPDATE_GOLDENS=1` the file is rewritten instead (review the diff before committing).
func expectGolden(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = goldenFolder.appendingPathComponent(name + ".golden")
    if ProcessInfo.processInfo.environment["SWATCHBOOK_UPDATE_GOLDENS"] == "1" {
        do { try Data(actual.utf8).write(to: url) } catch {
            Issue.record("cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("no golden file \(url.path); run with SWATCHBOOK_UPDATE_GOLDENS=1 to write it", sourceLocation: sourceLocation)
        return
    }
    expectGolden(actual, String(decoding: data, as: UTF8.self), sourceLocation: sourceLocation)
}

/// Checks `actual` against a golden text, reporting the first line that differs and the whole
/// output (so a deliberate change can be reviewed and copied in).
func expectGolden(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "(end of text)"
    let actualLine = index < actualLines.count ? String(actualLines[index]) : "(end of text)"
    Issue.record("""
        line \(index + 1) differs
          expected: \(expectedLine)
          actual:   \(actualLine)
        --- actual output ---
        \(actual)
        """, sourceLocation: sourceLocation)
}

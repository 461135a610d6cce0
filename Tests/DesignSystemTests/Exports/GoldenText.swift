import Testing

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

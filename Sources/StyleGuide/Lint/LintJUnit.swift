import DesignSystem

/// The JUnit XML format CI servers read: a test suite per rule, a test case per finding (a
/// failure when it is an error, its message as output otherwise), or one passing case when the
/// rule found nothing; a rule that is off is one skipped case.
enum LintJUnit {
    /// The XML document.
    static func render(_ report: LintReport) -> String {
        var suites: [String] = []
        var total = 0, failures = 0
        for (rule, severity) in report.rules {
            let found = report.findings.filter { $0.rule == rule.id }
            var cases: [String] = []
            var suiteFailures = 0, skipped = 0
            let classname = "swatchbook.lint." + rule.id
            if severity == .off {
                skipped = 1
                cases.append("    <testcase classname=\"\(escape(classname))\" name=\"\(escape(rule.id))\"><skipped message=\"the rule is off\"/></testcase>")
            } else if found.isEmpty {
                cases.append("    <testcase classname=\"\(escape(classname))\" name=\"\(escape(rule.id))\"/>")
            }
            for finding in found {
                let place = finding.file.map { file in finding.line.map { "\(file):\($0)" } ?? file } ?? ""
                let name = [place, finding.component, finding.style, finding.state, finding.token].compactMap { $0 }.joined(separator: " ")
                let head = "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\""
                if finding.severity == .error {
                    suiteFailures += 1
                    cases.append(head + "><failure message=\"\(escape(finding.message))\" type=\"error\">\(escape(place + ": " + finding.message))</failure></testcase>")
                } else {
                    cases.append(head + "><system-out>\(escape(finding.severity.rawValue + ": " + finding.message))</system-out></testcase>")
                }
            }
            total += cases.count
            failures += suiteFailures
            suites.append("  <testsuite name=\"\(escape(rule.id))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\" "
                          + "skipped=\"\(skipped)\">\n" + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"swatchbook lint\" tests=\"\(total)\" failures=\"\(failures)\" errors=\"0\">\n"
            + suites.joined(separator: "\n") + "\n</testsuites>\n"
    }

    /// Text for XML content or an attribute: the five markup characters escaped, line breaks and
    /// tabs kept as references, and characters XML 1.0 cannot hold (other controls, U+FFFE, U+FFFF) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        text.escaping { scalar in
            if let reference = references[scalar] { return reference }
            return scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
        }
    }

    /// The references markup characters and kept control characters are written as.
    private static let references: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;",
    ]
}

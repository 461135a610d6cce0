/// The text format.
enum LintText {
    /// One line per finding, then `N errors, N warnings, N notes`.
    static func render(_ report: LintReport) -> String {
        var lines = report.findings.map { finding in
            let location = finding.file.map { file in finding.line.map { "\(file):\($0)" } ?? file } ?? "swatchbook.json"
            return "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
        }
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.info)
        lines.append("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), "
                     + "\(notes) note\(notes == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }
}

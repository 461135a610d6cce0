/// The GitHub Actions format.
enum LintGitHub {
    /// One workflow command per finding: `::error`, `::warning` or `::notice`, with the file, the
    /// line and the rule as its title.
    static func render(_ report: LintReport) -> String {
        report.findings.map { finding in
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let file = finding.file { properties.append("file=" + property(file)) }
            if let line = finding.line { properties.append("line=\(line)") }
            properties.append("title=" + property("swatchbook lint " + finding.rule))
            return "::\(command) \(properties.joined(separator: ","))::\(data(finding.message))\n"
        }.joined()
    }

    /// A message escaped as GitHub's runner reads it back: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.escaping { dataEscapes[$0] }
    }

    /// A property value escaped: as ``data(_:)``, and `:` and `,` too.
    static func property(_ text: String) -> String {
        text.escaping { propertyEscapes[$0] }
    }

    /// What a message's characters are written as.
    private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
    /// What a property's characters are written as.
    private static let propertyEscapes = dataEscapes.merging([":": "%3A", ",": "%2C"]) { $1 }
}

extension String {
    /// The string with each scalar that `replacement` gives text for replaced by that text.
    func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { result += text } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

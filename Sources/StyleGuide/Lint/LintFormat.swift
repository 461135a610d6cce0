import DesignSystem

/// A way to write a lint report: its name (`--format`) and how it renders one.
public struct LintFormat: Sendable, CustomStringConvertible {
    /// The name `--format` takes.
    public let name: String
    /// The report written out in full (ends with a newline).
    public let render: @Sendable (LintReport) -> String

    /// The name.
    public var description: String { name }

    /// `file:line: severity: message [rule]` per finding, then a count.
    public static let text = LintFormat(name: "text", render: LintText.render)
    /// `{"findings": [...]}`.
    public static let json = LintFormat(name: "json", render: LintJSON.render)
    /// SARIF 2.1.0, for code scanning.
    public static let sarif = LintFormat(name: "sarif", render: LintSARIF.render)
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    public static let github = LintFormat(name: "github", render: LintGitHub.render)
    /// JUnit XML: a test suite per rule.
    public static let junit = LintFormat(name: "junit", render: LintJUnit.render)

    /// Every format.
    public static let all: [LintFormat] = [.text, .json, .sarif, .github, .junit]

    /// The format named `name`, or nil.
    public static func named(_ name: String) -> LintFormat? { all.first { $0.name == name } }
}

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

/// The JSON format.
enum LintJSON {
    /// `{"findings": [...]}`, each finding with every member (null when absent).
    static func render(_ report: LintReport) -> String {
        JSON.object(JSONObject([("findings", .array(report.findings.map(\.json)))])).serialized(pretty: true) + "\n"
    }
}

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
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property value escaped: as ``data(_:)``, and `:` and `,` too.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

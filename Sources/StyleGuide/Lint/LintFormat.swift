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

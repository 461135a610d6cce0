import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook lint`: the CI gate. Loads a Config as `serve` does and runs the lint rules over it
/// (contrast in every permutation, tokens missing from a context, deprecated references, …) at
/// the severities `lint.rules` in `swatchbook.json` sets.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint a Config folder: contrast in every permutation, tokens missing from a context, deprecated references, …",
        discussion: "Rules and severities are set by \"lint\": {\"rules\": {…}} in swatchbook.json (see the Swatchbook manual, /docs/swatchbook/lint). "
            + "Exit status: 1 when a finding is an error or the Config does not load (its problems on standard error), "
            + "0 otherwise, 2 on a usage error."
    )

    /// The Config folder.
    @Argument(help: "The Config folder.")
    var config = "Config"

    /// How to write the findings.
    @Option(help: "text, json, sarif, github or junit.")
    var format: LintFormatOption = .init(LintFormat.text)

    /// Read every file strictly, as `check` does.
    @Flag(help: "Refuse rules bent by dialect files, as check does (by default the Config is read as serve reads it).")
    var strict = false

    /// Loads the Config, lints it, writes the report; exits 1 on an error-severity finding.
    func run() throws {
        let loader = ConfigLoader(directory: config)
        let loaded: LoadedConfig
        // Sample images are check's concern (and serve's): lint reads no Public folder.
        switch loader.load(strictness: strict ? .strict : .tolerant, publicFolder: .unchecked) {
        case .success(let read): loaded = read
        case .failure(let problems):
            for problem in problems.list { Console.writeError(problem.description) }
            Console.writeError("lint: \(config) does not load, so it was not linted")
            throw ExitCode(1)
        }
        switch Linter(settings: loaded.settings.lint).lint(LintSubject(loaded), file: loader.settingsFile) {
        case .failure(let refusal):
            Console.writeError(refusal.description)
            throw ExitCode(1)
        case .success(let report):
            let text = format.format.render(report)
            if !text.isEmpty { Console.write(String(text.dropLast())) }
            if report.hasErrors { throw ExitCode(1) }
        }
    }
}

/// `--format`'s value: one of ``LintFormat/all`` by name.
struct LintFormatOption: ExpressibleByArgument {
    /// The format.
    let format: LintFormat

    /// The option for `format`.
    init(_ format: LintFormat) { self.format = format }

    /// The format named `argument`; nil (a usage error) for any other word.
    init?(argument: String) {
        guard let format = LintFormat.named(argument) else { return nil }
        self.format = format
    }

    /// The names, for the help text and usage errors.
    static var allValueStrings: [String] { LintFormat.all.map(\.name) }
    /// The default's name, for the help text.
    var defaultValueDescription: String { format.name }
}

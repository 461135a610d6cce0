import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook check`: validates each path given as what it is — a Config folder, a resolver
/// document, token files, a styles file, a samples file or folder — strictly.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a Config folder, resolver documents, DTCG token files, styles or samples (strictly).",
        discussion: "Each path is checked as the kind it is: a Config folder; a resolver document (it has resolutionOrder); "
            + "DTCG token files (given together, they are checked as one composition, in order); a styles file "
            + "(styles/<component>.json); a samples file or a samples folder; a template component (components/<name>/, or its "
            + "component.json or template.html). A styles or samples file inside a Config "
            + "folder is checked against that Config (its tokens, its sample sets, the Public folder beside it); outside "
            + "one, on its own, and the summary says what was not checked. "
            + "Exit status: 0 when valid, 1 when not (every problem on standard error), 2 on a usage error."
    )

    /// The paths to check.
    @Argument(help: "Config folders, resolver documents, *.tokens.json files, styles files, samples files or folders, template component folders or files (default: Config). A Config folder's sample images are looked for in the Public folder next to it, when there is one.")
    var paths: [String] = []

    @Option(help: "Check a token set as serve --resolver serves it alone: a DTCG resolver document, a token file, a Tokens Studio export or Figma variables (not with paths).")
    var resolver: String?

    /// Read token files as `serve` does: what it accepts with a warning is a warning here too.
    @Flag(help: "Read the Config, resolver and token files as serve does: a bend serve accepts with a warning (a hex colour string, \"16px\", an older dialect) is a warning, and the exit status is 0 when there are only warnings.")
    var tolerant = false

    func validate() throws {
        if resolver != nil, !paths.isEmpty { throw ValidationError("give paths to check or --resolver (a token set checked alone), not both") }
        try TokenSetOption.validate(resolver: resolver, config: nil)
    }

    /// Checks every path as its kind, prints every problem, then the summaries when all is valid.
    func run() throws {
        var results: [CheckResult] = []
        var tokenFiles: [TokenSource] = []
        if let resolver { results.append(TokenSetOption.check(resolver, strictness: strictness)) }
        for path in resolver != nil ? [] : paths.isEmpty ? ["Config"] : paths {
            switch CheckInput.kind(of: path) {
            case .failure(let problem): results.append(CheckResult(problems: [problem]))
            case .success(.configFolder): results.append(InputChecks.configFolder(path, strictness: strictness))
            case .success(.resolver): results.append(InputChecks.resolver(path, strictness: strictness))
            case .success(.tokens(let source)): tokenFiles.append(source)
            case .success(.styles): results.append(ComponentFileChecks.styles(path))
            case .success(.samples): results.append(ComponentFileChecks.samples(path))
            case .success(.samplesFolder): results.append(ComponentFileChecks.samplesFolder(path))
            case .success(.component(let folder)): results.append(TemplateFileChecks.component(folder))
            }
        }
        if !tokenFiles.isEmpty { results.append(InputChecks.tokenFiles(tokenFiles, strictness: strictness)) }
        let problems = results.flatMap(\.problems)
        for problem in problems { Console.writeError(problem.description) }
        let errors = problems.filter { $0.severity == .error }.count
        guard errors == 0 else {
            let warnings = problems.count - errors
            Console.writeError("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            throw ExitCode(1)
        }
        for summary in results.compactMap(\.summary) { Console.write("valid: \(summary)") }
    }

    /// Strict, unless `--tolerant`.
    private var strictness: Strictness { tolerant ? .tolerant : .strict }
}

/// What checking one input found: its problems, and the line `check` prints when all is valid.
struct CheckResult {
    /// Every error and warning, each naming its file, JSON path and rule.
    var problems: [Diagnostic] = []
    /// `Config/styles/button.json (styles file of button): 2 styles …`; nil when nothing was read.
    var summary: String?
}

import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook diff OLD NEW`: what changed between two versions of the tokens, with the semver
/// bump it calls for.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of the tokens, with a suggested semver bump.",
        discussion: "OLD and NEW are each a Config folder (its resolver), a resolver document, a token file, or a folder: "
            + "a folder holding a *.resolver.json is that resolver, any other folder is every *.json file below it, merged in "
            + "path order. Contexts pair by name (theme=dark with theme=dark); tokens without modifiers are compared with every "
            + "context of the other side. Changed colours show their CIEDE2000 difference and their WCAG contrast on the "
            + "preview background of the Config given (NEW's, else OLD's), or on white. "
            + "Exit status: 0 when both sides were read (whatever changed), 1 when one is invalid (every problem on standard "
            + "error), 2 on a usage error."
    )

    @Argument(help: "The older version: a Config folder, resolver document, token file or folder.")
    var old: String

    @Argument(help: "The newer version: a Config folder, resolver document, token file or folder.")
    var new: String

    @Option(name: .customLong("input"), help: "Compare only the contexts with this modifier's context, such as theme=dark (repeatable).")
    var inputs: [String] = []

    @Option(help: "text or json (the JSON of GET /api/tokens/diff).")
    var format = "text"

    @Flag(help: "Refuse files that bend any rule of the format.")
    var strict = false

    func validate() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("--format must be text or json, found '\(format)'") }
        _ = try parsedInputs()
    }

    func parsedInputs() throws -> [String: String] { try InputOptions.parse(inputs) }

    func run() throws {
        let strictness: Strictness = strict ? .strict : .tolerant
        let older = DiffSource.load(old, strictness: strictness)
        let newer = DiffSource.load(new, strictness: strictness)
        let problems = older.diagnostics + newer.diagnostics
        for problem in problems { Console.writeError(problem.description) }
        guard let oldContexts = older.contexts, let newContexts = newer.contexts,
              !problems.contains(where: { $0.severity == .error }) else { throw ExitCode(1) }
        let only = try DiffSource.contexts(try parsedInputs(), among: [older.modifiers, newer.modifiers])
        let reference = newer.contrastReference ?? older.contrastReference
        let diff = TokenDiff.compare(oldContexts, newContexts, options: .init(contrastReference: reference, only: only))
        if format == "json" {
            Console.write(diff.json(from: old, to: new).serialized(pretty: true))
        } else {
            Console.write(DiffText.render(diff, from: old, to: new))
        }
    }
}

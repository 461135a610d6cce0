import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook build`: every platform's token files from one Config, written atomically and
/// deterministically, or compared with what a folder holds (`--check`, for CI).
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write every platform's token files from the build object of swatchbook.json (or one file per format).",
        discussion: "Each output of \"build\": {\"outDir\": …, \"outputs\": [{\"format\", \"file\", \"inputs\", …}]} is rendered in "
            + "memory, then every changed file is written to a temporary file beside it and renamed into place; files of the "
            + "folder the build does not name are left alone. Without outputs, one file per format (css, scss, js + d.ts, ts, "
            + "flat JSON, swift, android, compose, figma, dtcg) holds every context of the light/dark modifier. "
            + "Exit status: 0 when written (or, with --check, up to date), 1 on a Config error or a stale file, 2 on a usage error."
    )

    @Option(help: "The Config folder.")
    var config = "Config"

    @Option(help: "The folder to write into, instead of outDir of the build object (default: build).")
    var out: String?

    @Flag(help: "Write nothing: compare every file with the folder, print each stale or missing one, and exit 1 if any is.")
    var check = false

    @Flag(help: "Refuse token files that bend any rule of the format, and any token a format cannot write.")
    var strict = false

    func validate() throws {
        if out?.isEmpty == true { throw ValidationError("--out must name a folder") }
    }

    func run() throws {
        let (loaded, diagnostics) = TokenBuild.load(configDirectory: config, strictness: strict ? .strict : .tolerant)
        for diagnostic in diagnostics { Console.writeError(diagnostic.description) }
        guard let build = loaded else { throw ExitCode(1) }
        let result: BuildResult
        switch build.render() {
        case .success(let rendered): result = rendered
        case .failure(let problems):
            for problem in problems.list { Console.writeError(problem.description) }
            throw ExitCode(1)
        }
        for omission in result.omissions { Console.writeError("\(strict ? "error" : "warning"): \(omission)") }
        if strict, !result.omissions.isEmpty {
            Console.writeError("\(Plural.counted(result.omissions.count, "token")) left out (--strict); nothing written")
            throw ExitCode(1)
        }
        let folder = build.folder(out: out)
        if check { return try compare(result.files, in: folder) }
        do throws(BuildError) {
            let outcomes = try folder.write(result.files)
            for (file, outcome) in zip(result.files, outcomes) {
                Console.write("\(outcome.rawValue) \(folder.location(file.path)) (\(Plural.counted(file.bytes.count, "byte", grouped: true)))")
            }
        } catch {
            Console.writeError("error: \(error)")
            throw ExitCode(1)
        }
    }

    /// `--check`: each file that differs from the folder's, or that it lacks; exit 1 if any.
    private func compare(_ files: [BuildFile], in folder: BuildFolder) throws {
        let states = folder.states(of: files)
        let outdated = zip(files, states).filter { $0.1 != .fresh }
        for (file, state) in outdated { Console.write("\(state.rawValue) \(folder.location(file.path))") }
        guard outdated.isEmpty else {
            Console.writeError("\(outdated.count) of \(Plural.counted(files.count, "file")) out of date; run swatchbook build"
                + (out.map { " --out \(ShellWord.quoted($0))" } ?? "") + (config == "Config" ? "" : " --config \(ShellWord.quoted(config))"))
            throw ExitCode(1)
        }
        Console.write("\(Plural.counted(files.count, "file")) up to date in \(folder.path)")
    }
}

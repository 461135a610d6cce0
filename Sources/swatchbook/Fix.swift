import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook fix`: rewrites a team's token files in place into strict DTCG 2025.10, changing only
/// the values (and keys) the dialect converter reads differently, and prints what it changed.
struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Rewrite token files in place into strict DTCG 2025.10 (hex colours, \"16px\", bare numbers, older dialects).",
        discussion: "Each value the tolerant reader would convert (a hex or rgb() colour string, \"16px\" or \"1.5rem\", a bare "
            + "number for a dimension, \"200ms\", a weight name, a CSS shadow, Style Dictionary's value/type/comment keys, "
            + "{a.b.value} aliases, …) is rewritten where it stands; key order, indentation, line endings, descriptions, "
            + "$extensions and aliases stay as written. A file that cannot be parsed, is over a limit, or cannot be written "
            + "back in its own layout (a Tokens Studio export with themes, Figma variables, JSONC) is named with the reason, "
            + "and then no file is written at all. "
            + "Exit status: 0 when fixed (or nothing to fix), 1 when a file cannot be fixed or, with --dry-run, when a file "
            + "would change, 2 on a usage error."
    )

    /// Token files, resolver documents, Config folders or folders of *.tokens.json files.
    @Argument(help: "Token files, resolver documents (their token files), Config folders (the files their resolver names) or folders (every *.tokens.json below). Default: the Config of --config.")
    var paths: [String] = []

    /// The Config folder fixed when no path is given.
    @Option(help: "The Config folder whose token files are fixed when no path is given.")
    var config = "Config"

    /// Print what would change, write nothing.
    @Flag(help: "Print what would change and write nothing; exit 1 when a file would change (for CI).")
    var dryRun = false

    /// Fixes every file, or none when one cannot be fixed; prints each file's changes.
    func run() throws {
        let targets = FixTargets(paths: paths, config: config)
        var problems = targets.problems
        var fixes: [TokenFileFix] = []
        for file in targets.files {
            switch DiskTokenFileSource().contents(of: file, within: targets.limits)
                .mapError({ Diagnostics([$0]) }).flatMap({ TokenFileFix.fix($0, file: file, limits: targets.limits) }) {
            case .success(let fix): fixes.append(fix)
            case .failure(let found): problems += found.list
            }
        }
        for fix in fixes {
            Console.write("\(fix.file): \(fix.counts)")
            for change in fix.changes { Console.write("  \(change)") }
        }
        let changed = fixes.filter(\.isChanged)
        for problem in problems { Console.writeError(problem.description) }
        guard problems.isEmpty else {
            let files = Set(problems.map(\.file)).count
            Console.writeError("nothing was written: \(Plural.counted(files, "file")) cannot be fixed (named above); "
                + "fix them (or leave them out) and run fix again")
            throw ExitCode(1)
        }
        if dryRun {
            Console.write("dry run, nothing written: \(changed.count) of \(Plural.counted(fixes.count, "file")) would change")
            if !changed.isEmpty { throw ExitCode(1) }
            return
        }
        if let failure = FixWriter.write(changed) {
            Console.writeError("error: \(failure)")
            throw ExitCode(1)
        }
        Console.write("fixed \(changed.count) of \(Plural.counted(fixes.count, "file"))"
            + (changed.isEmpty ? ": already strict DTCG 2025.10" : "; `swatchbook check` reads them strictly now"))
    }
}

import ArgumentParser
import DesignSystem
import StyleGuide

/// `--resolver FILE` of `serve`, `check` and `export`: a token set served, checked or exported
/// alone, as a Config made in memory (``TokenSetConfig``), instead of a Config folder.
enum TokenSetOption {
    /// A usage error when both a Config and a token set are named, or the file is empty.
    static func validate(resolver: String?, config: String?) throws {
        guard let resolver else { return }
        if config != nil { throw ValidationError("give --config (a Config folder) or --resolver (a token set served alone), not both") }
        if resolver.isEmpty { throw ValidationError("--resolver must name a file") }
    }

    /// The snapshot of the token set `resolver` when given, else of the Config folder `config`.
    static func load(resolver: String?, config: String, publicFolder: PublicFolder, strictness: Strictness,
                     timings: LoadTimings = LoadTimings()) -> Result<Snapshot, Diagnostics> {
        guard let resolver else {
            return SnapshotLoader.load(configDirectory: config, publicFolder: publicFolder, strictness: strictness, timings: timings)
        }
        return SnapshotLoader.load(tokenSet: resolver, publicFolder: publicFolder, strictness: strictness, timings: timings)
    }

    /// `check --resolver FILE`: the token set as `serve --resolver` reads it, strictly unless `check --tolerant`.
    static func check(_ file: String, strictness: Strictness = .strict) -> CheckResult {
        switch TokenSetConfig.load(file: file, strictness: strictness) {
        case .success(let config):
            let problems = config.warnings + ExportNameCheck.warnings(in: Inputs.sets(of: config.tokens))
            return CheckResult(problems: problems, summary: "\(file) (token set served alone): \(Inputs.describe(config.tokens))")
        case .failure(let found): return CheckResult(problems: found.list)
        }
    }
}

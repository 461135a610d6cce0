import DesignSystem
import StyleGuide

/// The checks of a Config folder, a resolver document and token files.
enum InputChecks {
    /// The whole Config, strictly (or, `--tolerant`, as `serve` reads it), its sample images against the
    /// Public folder beside it, and the tokens of every release it lists (which serving reads only when a diff asks).
    static func configFolder(_ path: String, strictness: Strictness = .strict) -> CheckResult {
        let loader = ConfigLoader(directory: path)
        switch loader.load(strictness: strictness, publicFolder: PublicFolder.besides(config: path)) {
        case .success(let config):
            let releases = config.settings.releases
            var problems = config.warnings + ExportNameCheck.warnings(in: Inputs.sets(of: config.tokens))
            for release in releases {
                problems += loader.loadRelease(release, settings: config.settings, strictness: strictness).1
            }
            let versions = releases.map(\.version).sorted(by: >).map(\.text)
            return CheckResult(problems: problems, summary: "\(path) (Config folder): \(Inputs.describe(config.tokens)); "
                + Inputs.describe(config.components)
                + (versions.isEmpty ? "" : "; \(Inputs.count(versions.count, "release")) (\(versions.joined(separator: ", ")))"))
        case .failure(let found): return CheckResult(problems: found.list)
        }
    }

    /// A resolver document and every token file it names, in every permutation.
    static func resolver(_ path: String, strictness: Strictness = .strict) -> CheckResult {
        let (system, found) = TokenSystem.load(resolver: path, source: DiskTokenFileSource(), strictness: strictness)
        let names = system.map { ExportNameCheck.warnings(in: Inputs.sets(of: $0)) } ?? []
        return CheckResult(problems: found + names, summary: system.map { "\(path) (resolver document): \(Inputs.describe($0))" })
    }

    /// Token files composed in order, as one set.
    static func tokenFiles(_ sources: [TokenSource], strictness: Strictness = .strict) -> CheckResult {
        let (set, built) = TokenSetBuilder.build(sources, strictness: strictness)
        let found = built + (set.map { ExportNameCheck.warnings(in: [$0]) } ?? [])
        let kind = sources.count == 1 ? "DTCG token file" : "DTCG token files, composed in order"
        return CheckResult(problems: found, summary: set.map { set in
            "\(sources.map(\.file).joined(separator: ", ")) (\(kind)): \(Inputs.count(set.tokens.count, "token"))"
        })
    }
}

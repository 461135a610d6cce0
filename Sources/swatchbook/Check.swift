import ArgumentParser
import DesignSystem
import Glibc
import StyleGuide

/// `swatchbook check`: validates Config folders, token files and resolver documents strictly.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate a Config folder, DTCG token files or resolver documents (strictly).",
        discussion: "Token files given together are checked as one composition, in order. "
            + "Exit status: 0 when valid, 1 when not (every problem on standard error), 2 on a usage error."
    )

    @Argument(help: "Config folders, *.tokens.json files or *.resolver.json documents (default: Config). A Config folder's sample images are looked for in the Public folder next to it, when there is one.")
    var paths: [String] = []

    func run() throws {
        var problems: [Diagnostic] = []
        var summaries: [String] = []
        var tokenFiles: [TokenSource] = []
        for path in paths.isEmpty ? ["Config"] : paths {
            switch Inputs.kind(of: path) {
            case .folder:
                switch ConfigLoader(directory: path).load(strictness: .strict, publicFolder: PublicFolder.besides(config: path)) {
                case .success(let config):
                    problems += config.warnings
                    summaries.append("\(path): \(Inputs.describe(config.tokens)); \(Inputs.describe(config.components))")
                case .failure(let found): problems += found.list
                }
            case .resolver:
                let (system, found) = TokenSystem.load(resolver: path, source: DiskTokenFileSource(), strictness: .strict)
                problems += found
                if let system { summaries.append("\(path): \(Inputs.describe(system))") }
            case .tokens(let source): tokenFiles.append(source)
            case .unreadable(let diagnostic): problems.append(diagnostic)
            }
        }
        if !tokenFiles.isEmpty {
            let (set, found) = TokenSetBuilder.build(tokenFiles, strictness: .strict)
            problems += found
            if let set { summaries.append("\(tokenFiles.map(\.file).joined(separator: ", ")): \(set.tokens.count) tokens") }
        }
        for problem in problems { Console.writeError(problem.description) }
        let errors = problems.filter { $0.severity == .error }.count
        for summary in summaries where errors == 0 { Console.write("valid: \(summary)") }
        if errors > 0 {
            Console.writeError("\(errors) error\(errors == 1 ? "" : "s"), \(problems.count - errors) warning\(problems.count - errors == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }
}

/// Telling the kinds of paths the token commands accept apart.
enum Inputs {
    /// What a path names.
    enum Kind {
        case folder
        case resolver
        case tokens(TokenSource)
        case unreadable(Diagnostic)
    }

    /// A folder, a resolver document (it has `resolutionOrder`), or a token file.
    static func kind(of path: String) -> Kind {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return .folder }
        switch DiskTokenFileSource().contents(of: path).flatMap({ TokenSource.parse($0, file: path) }) {
        case .failure(let diagnostic): return .unreadable(diagnostic)
        case .success(let source):
            return source.document["resolutionOrder"] != nil ? .resolver : .tokens(source)
        }
    }

    /// `11 components, 46 styles, 8 sample sets`.
    static func describe(_ components: ComponentConfig) -> String {
        let styles = components.styles.components.reduce(0) { $0 + (components.styles[$1]?.styles.count ?? 0) }
        return "\(components.styles.components.count) of \(components.catalog.count) components styled, \(styles) styles, "
            + "\(components.samples.count) sample set\(components.samples.count == 1 ? "" : "s")"
    }

    /// `216 tokens × 2 permutations (theme: light, dark)`.
    static func describe(_ system: TokenSystem) -> String {
        let counts = Set(system.permutations.values.map(\.tokens.count)).sorted().map(String.init).joined(separator: "/")
        let modifiers = system.modifiers.map { "\($0.name): \($0.contextNames.joined(separator: ", "))" }
        return "\(counts) tokens × \(system.permutations.count) permutation\(system.permutations.count == 1 ? "" : "s")"
            + (modifiers.isEmpty ? "" : " (\(modifiers.joined(separator: "; ")))")
    }
}

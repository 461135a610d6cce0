import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook tokens`: prints resolved tokens in one of the export formats.
struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print resolved design tokens (DTCG, flat JSON, CSS, SCSS, JS, Swift or Android XML).",
        discussion: "Reads the resolver of a Config folder (default: Config), a resolver document, or token files "
            + "merged in order. Values bending recoverable rules are used with a warning on standard error; "
            + "--strict refuses them."
    )

    @Option(help: "A Config folder (its swatchbook.json names the resolver document).")
    var config: String?

    @Option(help: "A DTCG resolver document.")
    var resolver: String?

    @Argument(help: "DTCG token files, merged in order (instead of --config or --resolver).")
    var files: [String] = []

    @Option(name: .customLong("input"), help: "A modifier's context, such as theme=dark (repeatable).")
    var inputs: [String] = []

    @Option(help: "dtcg, flat, css, scss, js, swift or android.")
    var format = "dtcg"

    @Flag(help: "Refuse files that bend any rule of the format.")
    var strict = false

    @Flag(name: .customLong("keep-references"), help: "Keep references (aliases) instead of replacing them by values.")
    var keepReferences = false

    func validate() throws {
        let sources = [config != nil, resolver != nil, !files.isEmpty].filter { $0 }.count
        if sources > 1 { throw ValidationError("give one of --config, --resolver or token files") }
        if files.count > 1 && !inputs.isEmpty { throw ValidationError("--input needs a resolver (--config or --resolver)") }
        if TokenExportFormat(format) == nil {
            throw ValidationError("--format must be one of \(TokenExportFormat.all.map(\.rawValue).joined(separator: ", "))")
        }
        _ = try parsedInputs()
    }

    func parsedInputs() throws -> [String: String] {
        var parsed: [String: String] = [:]
        for input in inputs {
            let parts = input.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw ValidationError("--input must look like NAME=VALUE, found '\(input)'") }
            parsed[parts[0]] = parts[1]
        }
        return parsed
    }

    func run() throws {
        let strictness: Strictness = strict ? .strict : .tolerant
        let (loaded, title, diagnostics) = try load(strictness: strictness)
        // A modifier without a default that no --input names is a usage error (status 2), listing the choices.
        let missingInputs = diagnostics.filter { $0.file == "input" && $0.rule == .missingMember }
        for diagnostic in diagnostics where !missingInputs.contains(diagnostic) { Console.writeError(diagnostic.description) }
        if !missingInputs.isEmpty {
            throw ValidationError(missingInputs.map { "\($0.message) (--input \($0.path.tokens.first ?? "NAME")=CONTEXT)" }
                .joined(separator: "\n"))
        }
        guard let (set, permutation) = loaded else { throw ExitCode(1) }
        var options = TokenExportOptions()
        options.resolveAliases = !keepReferences
        options.header = permutation.map { "\(title) — \($0)" } ?? title
        Console.write(TokenExport.render(set.tokens, from: set, as: TokenExportFormat(format)!, options: options))
    }

    private func load(strictness: Strictness) throws -> ((TokenSet, Permutation?)?, String, [Diagnostic]) {
        // A Tokens Studio export given alone is read as the resolver its themes make.
        let resolver = resolver ?? files.first.flatMap { file in
            guard files.count == 1, case .success(let source) = DiskTokenFileSource().contents(of: file, within: TokenLimits()).flatMap({ TokenSource.parse($0, file: file) }),
                  TokenDialect.isTokensStudioExport(source.document) else { return nil }
            return file
        }
        if resolver == nil, !inputs.isEmpty, !files.isEmpty {
            throw ValidationError("--input needs a resolver (--config, --resolver, or a Tokens Studio export with $themes)")
        }
        if !files.isEmpty, resolver == nil {
            var sources: [TokenSource] = []
            for file in files {
                switch DiskTokenFileSource().contents(of: file, within: TokenLimits()).flatMap({ TokenSource.parse($0, file: file) }) {
                case .success(let source): sources.append(source)
                case .failure(let diagnostic): return (nil, "", [diagnostic])
                }
            }
            let (set, diagnostics) = TokenSetBuilder.build(sources, strictness: strictness)
            return (set.map { ($0, nil) }, files.joined(separator: ", "), diagnostics)
        }
        var inputs = try parsedInputs()
        var title = resolver ?? ""
        let (system, diagnostics): (TokenSystem?, [Diagnostic])
        if let resolver {
            (system, diagnostics) = TokenSystem.load(resolver: resolver, source: DiskTokenFileSource(),
                                                     scope: .inputs(inputs), strictness: strictness)
        } else {
            let folder = ConfigLoader(directory: config ?? "Config")
            switch folder.loadSettings() {
            case .success(let settings):
                title = settings.name
                inputs = settings.defaultInputs.merging(inputs) { $1 }
                (system, diagnostics) = folder.loadTokens(settings: settings, scope: .inputs(inputs), strictness: strictness)
            case .failure(let problems): return (nil, "", problems.list)
            }
        }
        guard let system, let (permutation, set) = system.permutations.first else { return (nil, title, diagnostics) }
        return ((set, permutation), system.document.name ?? title, diagnostics)
    }
}

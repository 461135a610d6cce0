import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook tokens`: prints resolved tokens in one of the export formats.
struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print resolved design tokens (DTCG, flat JSON, CSS, SCSS, JS and its TypeScript declarations, Swift, Android XML, TypeScript, Compose or Figma variables).",
        discussion: "Reads the resolver of a Config folder (default: Config), a resolver document, or token files "
            + "merged in order. Values bending recoverable rules are used with a warning on standard error, "
            + "and so is every token the format cannot hold (named, with why); --strict refuses both."
    )

    @Option(help: "A Config folder (its swatchbook.json names the resolver document).")
    var config: String?

    @Option(help: "A DTCG resolver document.")
    var resolver: String?

    @Argument(help: "DTCG token files, merged in order (instead of --config or --resolver).")
    var files: [String] = []

    @Option(name: .customLong("input"), help: "A modifier's context, such as theme=dark (repeatable); theme=* writes every context of theme in one file.")
    var inputs: [String] = []

    @Option(help: "dtcg, flat, css, scss, js, swift, android, dts, ts, compose or figma.")
    var format = "dtcg"

    @Option(help: "The type the constants are declared in (swift), the object (compose) or the Figma collection (figma).")
    var name: String?

    @Flag(help: "Refuse files that bend any rule of the format, and exports that leave a token out (exit 1).")
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
        if let name {
            guard TokenExportFormat(format)!.takesTypeName else {
                let named = TokenExportFormat.all.filter(\.takesTypeName).map(\.rawValue)
                throw ValidationError("--name names what holds the tokens in the \(named.dropLast().joined(separator: ", ")) and \(named.last ?? "") formats (an enum, an object, a collection)")
            }
            guard TokenExportFormat.isTypeName(name) else {
                throw ValidationError("--name must be a type name: a letter or _, then letters, digits or _, found '\(name)'")
            }
        }
        let wildcards = try parsedInputs().filter { $0.value == "*" }.map(\.key)
        if wildcards.count > 1 { throw ValidationError("only one --input may be NAME=* (found \(wildcards.sorted().joined(separator: ", ")))") }
    }

    /// The modifier given as `NAME=*`, whose every context is written in one file.
    var allContextsOf: String? { (try? parsedInputs())?.first { $0.value == "*" }?.key }

    func parsedInputs() throws -> [String: String] { try InputOptions.parse(inputs) }

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
        guard let loaded else { throw ExitCode(1) }
        var options = TokenExportOptions()
        options.resolveAliases = !keepReferences
        if let name { options.typeName = name }
        let format = TokenExportFormat(format)!
        let rendered: RenderedExport
        do {
            switch loaded {
            case .one(let set, let permutation):
                options.header = permutation.map { "\(title) — \($0)" } ?? title
                options.permutation = permutation
                rendered = try TokenExport.renderReporting(set.tokens, from: set, as: format, options: options)
            case .all(let variants):
                options.header = variants.header(title: title)
                rendered = try TokenExport.renderReporting(variants, as: format, options: options)
            }
        } catch {
            Console.writeError("error: \(error)")
            throw ExitCode(1)
        }
        try Self.report(rendered.omissions, strict: strict)
        Console.write(Self.file(rendered.text))
    }

    /// Prints each token the file leaves out on standard error, as a warning; with `strict`, as
    /// an error, and the command fails before anything is printed on standard output.
    static func report(_ omissions: [ExportOmission], strict: Bool) throws {
        for omission in omissions { Console.writeError("\(strict ? "error" : "warning"): \(omission)") }
        guard strict, !omissions.isEmpty else { return }
        let count = omissions.count
        Console.writeError("\(count) token\(count == 1 ? "" : "s") not written; --strict refuses a file that leaves a token out")
        throw ExitCode(1)
    }

    /// An export's text without its final line break, which `Console.write` adds: what is
    /// printed is the file exactly as the API serves it.
    private static func file(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }

    /// What was loaded: one permutation, or every context of the modifier given as `NAME=*`.
    private enum Loaded {
        case one(TokenSet, Permutation?)
        case all(ContextVariants)
    }

    private func load(strictness: Strictness) throws -> (Loaded?, String, [Diagnostic]) {
        // A Tokens Studio export or Figma variables given alone is read as the resolver its themes or collections make.
        let resolver = resolver ?? files.first.flatMap { file in
            guard files.count == 1, case .success(let source) = DiskTokenFileSource().contents(of: file, within: TokenLimits()).flatMap({ TokenSource.parse($0, file: file) }),
                  TokenDialect.loadsAsResolver(source.document) else { return nil }
            return file
        }
        if resolver == nil, !inputs.isEmpty, !files.isEmpty {
            throw ValidationError("--input needs a resolver (--config, --resolver, a Tokens Studio export with $themes, or Figma variables)")
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
            return (set.map { .one($0, nil) }, files.joined(separator: ", "), diagnostics)
        }
        var inputs = try parsedInputs()
        let varying = allContextsOf
        inputs = inputs.filter { $0.value != "*" }
        var title = resolver ?? ""
        var scheme: ContextVariants.ColorScheme?
        let (system, diagnostics): (TokenSystem?, [Diagnostic])
        let scope = { (inputs: [String: String]) in varying.map { TokenSystem.Scope.contexts(of: $0, inputs: inputs) } ?? .inputs(inputs) }
        if let resolver {
            (system, diagnostics) = TokenSystem.load(resolver: resolver, source: DiskTokenFileSource(),
                                                     scope: scope(inputs), strictness: strictness)
        } else {
            let folder = ConfigLoader(directory: config ?? "Config")
            switch folder.loadSettings() {
            case .success(let settings):
                title = settings.name
                inputs = settings.defaultInputs.filter { $0.key != varying }.merging(inputs) { $1 }
                scheme = settings.colorScheme.flatMap { $0.modifier == varying ? .init(light: $0.light, dark: $0.dark) : nil }
                (system, diagnostics) = folder.loadTokens(settings: settings, scope: scope(inputs), strictness: strictness)
            case .failure(let problems): return (nil, "", problems.list)
            }
        }
        guard let system, let (permutation, set) = system.permutations.first else { return (nil, title, diagnostics) }
        title = system.document.name ?? title
        guard let varying else { return (.one(set, permutation), title, diagnostics) }
        // The varying modifier's default context comes first; the others as the inputs chose.
        let modifier = system.modifiers.first { $0.name == varying }
        var base = permutation.contexts
        base[varying] = modifier?.defaultContext ?? modifier?.contextNames.first
        guard let variants = ContextVariants.of(varying, in: system, around: Permutation(base), colorScheme: scheme) else {
            return (nil, title, diagnostics)
        }
        return (.all(variants), title, diagnostics)
    }
}

import DesignSystem

/// Renders the files of `swatchbook build` in memory: every output of the `build` object of
/// `swatchbook.json` (or the default outputs), each in its format through ``TokenExport``, with
/// the contexts it asks for built as `/api/tokens?theme=*` builds them (``ContextVariants``).
///
/// Nothing is written here: a build either has every file, or the errors that refuse it. The
/// files together hold at most `buildBytes` (in `limits`) bytes, so that no Config can make a
/// build hold (and write) unbounded text.
public struct TokenBuild: Sendable {
    /// The resolved tokens, every permutation.
    public let system: TokenSystem
    /// The settings: the `build` object, default inputs, the light/dark pair and the byte limit.
    public let settings: Settings
    /// `swatchbook.json`'s path, for messages.
    public let settingsFile: String

    /// A build of `system` as `settings` describe it.
    public init(system: TokenSystem, settings: Settings, settingsFile: String) {
        self.system = system
        self.settings = settings
        self.settingsFile = settingsFile
    }

    /// The most bytes a build writes unless `buildBytes` in `limits` says otherwise: 256 MB,
    /// some fifty times every format of a 5,000-token system in two themes.
    public static let defaultByteLimit = 256 * 1_048_576
    /// The values `buildBytes` may take.
    public static let byteLimitRange = 1024...(1 << 40)

    /// The outputs written: the `build` object's, or the default ones.
    public var outputs: [BuildOutput] {
        settings.build?.outputs ?? BuildDefaults.outputs(varying: BuildDefaults.varyingModifier(of: system, settings: settings))
    }

    /// Every file, or every problem that refuses the build (each naming `swatchbook.json`, the
    /// output's JSON path and the rule).
    public func render() -> Result<BuildResult, Diagnostics> {
        if let build = settings.build {
            let problems = build.problems(in: system, settings: settings, file: settingsFile)
            if !problems.isEmpty { return .failure(Diagnostics(problems)) }
        }
        var files: [BuildFile] = [], omissions: [BuildOmission] = [], total = 0
        for output in outputs {
            let rendered: (files: [BuildFile], omissions: [BuildOmission])
            do throws(TokenExportError) {
                rendered = try render(output)
            } catch {
                return .failure(Diagnostics([diagnostic(Diagnostic.Rule(error.code.rawValue), output, "\(output.file): \(error.message)")]))
            }
            total += rendered.files.reduce(0) { $0 + $1.bytes.count }
            if total > settings.buildBytes {
                let message = TokenLimits.message("the files up to \(output.file) hold \(TokenLimits.grouped(total)) bytes",
                                                  limit: settings.buildBytes, unit: "bytes", setting: "buildBytes")
                return .failure(Diagnostics([diagnostic(.limitExceeded, output, message)]))
            }
            files += rendered.files
            omissions += rendered.omissions
        }
        if let clash = Self.clash(in: files) { return .failure(Diagnostics([Diagnostic(.duplicateBuildFile, file: settingsFile, clash)])) }
        return .success(BuildResult(files: files, omissions: omissions))
    }

    /// A problem with `output`, at its JSON path (the `build` object's for a default output).
    private func diagnostic(_ rule: Diagnostic.Rule, _ output: BuildOutput, _ message: String) -> Diagnostic {
        Diagnostic(rule, file: settingsFile, path: output.index == nil ? JSONPointer(tokens: ["build"]) : output.pointer(), message)
    }

    /// The files of one output (more than one for Android's folder pair, a `js` module's
    /// declarations, or a default output written a file per context).
    func render(_ output: BuildOutput) throws(TokenExportError) -> (files: [BuildFile], omissions: [BuildOmission]) {
        let title = system.document.name ?? settings.name
        let permutation = self.permutation(for: output)
        var options = TokenExportOptions()
        options.resolveAliases = output.resolveAliases
        if let name = output.typeName { options.typeName = name }
        if let selector = output.selector { options.selector = selector }
        let formats = [(output.format, output.file)] + (output.declarations.map { [(TokenExportFormat.dts, $0)] } ?? [])
        var made = BuildRendering()
        if let varying = output.allContextsOf,
           var variants = ContextVariants.of(varying, in: system, around: permutation, colorScheme: colorScheme(for: varying)) {
            if output.type != nil || output.group != nil { variants = variants.filtered(by: filter(output)) }
            options.header = variants.header(title: title)
            do throws(TokenExportError) {
                for (format, file) in formats { try made.add(variants, as: format, file: file, options: options) }
                return (made.files, made.omissions)
            } catch where error.code == .contextsNotSupported && output.splitsContexts {
                made = BuildRendering()
                for variant in variants.variants {
                    for (format, file) in formats {
                        var path = Self.file(file, of: output, context: variant.context)
                        if output.fileIsFolder && format == .android { path += "/values/" + TokenExportFormat.android.fileName }
                        try made.add(variant, of: variants, as: format, file: path, options: options, title: title)
                    }
                }
                return (made.files, made.omissions)
            }
        }
        guard let set = system.permutations[permutation] else { return ([], []) }
        options.header = "\(title) — \(permutation)"
        options.permutation = permutation
        let tokens = output.type == nil && output.group == nil ? set.tokens : set.tokens.filter(filter(output))
        for (format, file) in formats { try made.add(tokens, of: set, as: format, file: file, options: options) }
        return (made.files, made.omissions)
    }

    /// The permutation an output's inputs choose, the Config's default inputs and the resolver's
    /// defaults filling the rest (a `*` modifier's default context is its first in the file).
    func permutation(for output: BuildOutput) -> Permutation {
        let names = Set(system.modifiers.map(\.name))
        var inputs = settings.defaultInputs.filter { names.contains($0.key) }
        for (name, context) in output.inputs where context != BuildOutput.allContexts { inputs[name] = context }
        if let varying = output.allContextsOf, inputs[varying] == nil,
           let modifier = system.modifiers.first(where: { $0.name == varying }) {
            inputs[varying] = modifier.defaultContext ?? modifier.contextNames.first
        }
        return (try? ResolverInputs.permutation(for: inputs, modifiers: system.modifiers).get()) ?? Permutation(inputs)
    }

    /// The light/dark pair the settings name for `modifier`, if they name one for it.
    private func colorScheme(for modifier: String) -> ContextVariants.ColorScheme? {
        settings.colorScheme.flatMap { $0.modifier == modifier ? .init(light: $0.light, dark: $0.dark) : nil }
    }

    /// The tokens an output's `type` and `group` keep.
    private func filter(_ output: BuildOutput) -> @Sendable (ResolvedToken) -> Bool {
        { [type = output.type, group = output.group] token in
            (type.map { token.type == $0 } ?? true) && (group.map { $0.contains(token.path) } ?? true)
        }
    }

    /// Where a default output writes one context when its format cannot hold them all:
    /// `figma/figma-variables-dark.json`, or `android/dark/res` for Android's folder.
    static func file(_ file: String, of output: BuildOutput, context: String) -> String {
        let slug = BuildPath.slug(context)
        guard output.fileIsFolder else { return BuildPath.inserting("-" + slug, in: file) }
        let folders = BuildPath.folders(of: file)
        let last = String(file.dropFirst(folders.last.map { $0.count + 1 } ?? 0))
        return (folders.last.map { $0 + "/" } ?? "") + slug + "/" + last
    }

    /// Two files at one path (ignoring case), or a file where another needs a folder, described.
    static func clash(in files: [BuildFile]) -> String? {
        var paths: [String: String] = [:], folders: [String: String] = [:]
        for file in files {
            let folded = file.path.lowercased()
            if let earlier = paths[folded] { return "two outputs write '\(earlier)' and '\(file.path)', one file; give them different files" }
            if let inside = folders[folded] { return "'\(file.path)' is a file, and '\(inside)' needs it to be a folder" }
            paths[folded] = file.path
            for folder in BuildPath.folders(of: file.path) { folders[folder.lowercased()] = file.path }
        }
        for (folded, path) in paths.sorted(by: { $0.key < $1.key }) where folders[folded] != nil {
            return "'\(path)' is a file, and '\(folders[folded]!)' needs it to be a folder"
        }
        return nil
    }
}

import DesignSystem
import Synchronization

/// Everything a Config folder holds, read and validated together: nothing is half-loaded.
public struct LoadedConfig: Sendable {
    /// The folder, as the user named it.
    public let directory: String
    /// `swatchbook.json`.
    public let settings: Settings
    /// The design tokens, resolved for every permutation of the resolver's modifiers.
    public let tokens: TokenSystem
    /// The components: their styles and the sample sets they show.
    public let components: ComponentConfig
    /// The markdown pages of `docs/`.
    public let docs: DocsLibrary
    /// The components compiled into the program that loaded it.
    public let compiledComponents: [CatalogEntry]
    /// Problems that did not prevent loading (rules bent, advice), each once.
    public let warnings: [Diagnostic]
    /// The token file it was made around, for a Config made in memory (`--resolver FILE`); nil for a folder.
    public internal(set) var tokenSetFile: String? = nil
}

extension ConfigLoader {
    /// Reads the settings, the tokens, the styles and the samples; fails with every error (and
    /// warning) when any file has an error. Sample images must be files in `publicFolder` unless it is `unchecked`.
    /// How long each phase took goes to `timings`.
    public func load(strictness: Strictness, publicFolder: PublicFolder = .unchecked,
                     timings: LoadTimings = LoadTimings()) -> Result<LoadedConfig, Diagnostics> {
        let settings: Settings
        switch timings.measure("settings", { loadSettings() }) {
        case .success(let read): settings = read
        case .failure(let problems): return .failure(problems)
        }
        return honouring(settings).load(settings: settings, strictness: strictness, publicFolder: publicFolder, timings: timings)
    }

    /// The rest of ``load(strictness:publicFolder:timings:)``, once the settings are read. The
    /// pieces of work that read nothing the others make run at once, on every core: the tokens;
    /// the template components, then the styles and samples (which need the catalog the templates
    /// complete); and each docs page, read before, rendered on whichever thread is free. The docs
    /// are checked against the catalog (a component page must document a component) and the
    /// components' checks, which need the tokens, follow.
    private func load(settings: Settings, strictness: Strictness, publicFolder: PublicFolder,
                      timings: LoadTimings) -> Result<LoadedConfig, Diagnostics> {
        if let refusal = timings.measure("config size", { sizeRefusal(limits: settings.tokenLimits) }) {
            return .failure(Diagnostics([refusal]))
        }
        let docsStarted = ContinuousClock.now
        let unrenderedDocs = readDocFiles(strictness: strictness, limits: settings.frontMatterLimits)
        // "docs" runs from reading the first file to rendering the last page, whichever thread renders it.
        let pagesLeft = Atomic(unrenderedDocs.files.count)
        if unrenderedDocs.files.isEmpty { timings.record("docs", since: docsStarted) }
        let ((system, diagnostics), (templates, catalog, templateDiagnostics, componentFiles), pages) = inParallel({
            timings.measure("tokens") { loadTokens(settings: settings, strictness: strictness) }
        }, {
            let (templates, templateDiagnostics) = timings.measure("templates") { loadTemplateComponents() }
            let catalog = compiledComponents + templates.map(CatalogEntry.init)
            let componentFiles = timings.measure("styles and samples") { readComponents(catalog: catalog, publicFolder: publicFolder) }
            return (templates, catalog, templateDiagnostics, componentFiles)
        }, mapping: unrenderedDocs.files) { file in
            let page = unrenderedDocs.render(file)
            if pagesLeft.subtract(1, ordering: .relaxed).newValue == 0 { timings.record("docs", since: docsStarted) }
            return page
        }
        let (docs, docsDiagnostics) = unrenderedDocs.rendered(pages).checked(against: catalog)
        guard let system, !diagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(Diagnostics(diagnostics))
        }
        let settingsProblems = timings.measure("settings checks") {
            checkDefaultInputs(settings.defaultInputs, against: system)
                + settings.preview.problems(in: system, file: settingsFile)
                + (settings.colorScheme?.problems(in: system.modifiers, file: settingsFile) ?? [])
                + (settings.build?.problems(in: system, settings: settings, file: settingsFile) ?? [])
                + brandingProblems(settings, tokens: system, publicFolder: publicFolder)
                + releaseProblems(settings, tokens: system)
        }
        // A component is documented by a page of the Config's own (a file read at docs/components/<name>.md):
        // asked of the files, not of the library, whose lookup would render Swatchbook's manual for a component without one.
        let pagePaths = Set(unrenderedDocs.files.map(\.path))
        let documented = Set(catalog.map(\.about.name).filter { pagePaths.contains("components/" + $0.rawValue) })
        let (components, componentDiagnostics) = timings.measure("components checks") {
            loadComponents(componentFiles, catalog: catalog, documented: documented, tokens: system)
        }
        let failed = failedTemplateNames(templateDiagnostics, loaded: templates)
        let all = diagnostics + settingsProblems + templateDiagnostics + withoutEchoes(componentDiagnostics + docsDiagnostics, of: failed)
        guard settingsProblems.isEmpty, let components, !all.contains(where: { $0.severity == .error }) else {
            return .failure(Diagnostics(all))
        }
        return .success(LoadedConfig(directory: directory, settings: settings, tokens: system, components: components,
                                     docs: docs, compiledComponents: compiledComponents, warnings: all))
    }

    /// The accent must be a colour token in every permutation; a logo below Public/ must be a file there.
    private func brandingProblems(_ settings: Settings, tokens: TokenSystem, publicFolder: PublicFolder) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let accent = settings.accent, let problem = PreviewSettings.problem(
            with: accent, needs: .color, for: "accent", at: JSONPointer(tokens: ["accent"]), in: tokens, file: settingsFile) {
            problems.append(problem)
        }
        if case .asset(let path)? = settings.logo, let exists = publicFolder.assetCheck, !exists(path) {
            problems.append(Diagnostic(.missingImage, file: settingsFile, path: JSONPointer(tokens: ["logo"]),
                publicFolder.directory.map { "there is no file '\(path)' in the public folder \($0)" }
                    ?? "'\(path)' is a file below Public/, but there is no public folder: put one beside the Config or name it with --public"))
        }
        return problems
    }

    /// Each default input must name a modifier of the resolver and one of its contexts.
    private func checkDefaultInputs(_ inputs: [String: String], against system: TokenSystem) -> [Diagnostic] {
        inputs.sorted { $0.key < $1.key }.compactMap { name, context in
            let path = JSONPointer(tokens: ["defaultInputs", name])
            guard let modifier = system.modifiers.first(where: { $0.name == name }) else {
                let known = system.modifiers.map(\.name)
                return Diagnostic(.invalidValue, file: settingsFile, path: path,
                                  "'\(name)' is not a modifier of the resolver" + (known.isEmpty ? " (it has none)" : " (modifiers: \(known.joined(separator: ", ")))"))
            }
            guard modifier.contextNames.contains(context) else {
                return Diagnostic(.invalidValue, file: settingsFile, path: path,
                                  "'\(context)' is not a context of '\(name)' (\(modifier.contextNames.joined(separator: ", ")))")
            }
            return nil
        }
    }
}

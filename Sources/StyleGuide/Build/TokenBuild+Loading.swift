import DesignSystem

extension TokenBuild {
    /// The build of the Config folder at `directory`: its settings and every permutation of its
    /// tokens, read with `strictness`. Nil with the errors when they cannot be read (or the build
    /// object names what the tokens do not have); the warnings either way.
    public static func load(configDirectory directory: String, strictness: Strictness) -> (TokenBuild?, [Diagnostic]) {
        let loader = ConfigLoader(directory: directory)
        let settings: Settings
        switch loader.loadSettings() {
        case .success(let read): settings = read
        case .failure(let problems): return (nil, problems.list)
        }
        let honoured = loader.honouring(settings)
        if let refusal = honoured.sizeRefusal(limits: settings.tokenLimits) { return (nil, [refusal]) }
        let (system, diagnostics) = honoured.loadTokens(settings: settings, strictness: strictness)
        guard let system, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let problems = settings.build?.problems(in: system, settings: settings, file: loader.settingsFile) ?? []
        guard problems.isEmpty else { return (nil, diagnostics + problems) }
        return (TokenBuild(system: system, settings: settings, settingsFile: loader.settingsFile), diagnostics)
    }

    /// The folder the files go to: `--out` when given, else `outDir` of the build object (`build`).
    public func folder(out: String?) -> BuildFolder {
        BuildFolder(out ?? settings.build?.outDir ?? BuildSettings.defaultOutDir)
    }
}

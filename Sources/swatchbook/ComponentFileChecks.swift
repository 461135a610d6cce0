import DesignSystem
import StyleGuide

extension Diagnostic.Rule {
    /// A file could not be checked against the Config holding it, as that Config's settings or tokens are in error.
    static let configInError = Diagnostic.Rule("config-in-error")
}

/// The checks of a styles file, a samples file and a samples folder: against the Config folder
/// holding them when there is one (``ConfigLoader/enclosing(_:)``), otherwise on their own.
enum ComponentFileChecks {
    /// A styles file: its component (from the file name), structure, properties, sizes and
    /// states; in a Config also its token references and the sample set it names.
    static func styles(_ path: String) -> CheckResult {
        let component = StyleLibrary.componentName(of: path)
        guard let config = ConfigLoader.enclosing(path) else { return stylesOnTheirOwn(path, component: component) }
        let (tokens, tokenProblems) = tokens(of: config, checking: path)
        guard let tokens else { return CheckResult(problems: tokenProblems) }
        let (document, found) = config.checkStyles(file: path, against: tokens)
        return CheckResult(problems: found, summary: document.map { document in
            "\(path) (styles file of \(component)): \(describe(document)); checked against the Config \(config.directory): "
                + "token references in \(Inputs.count(tokens.permutations.count, "permutation"))"
                + (document.sample.map { ", sample set '\($0)'" } ?? "")
        })
    }

    /// A styles file no Config holds: all but its token references and the sample set it names.
    private static func stylesOnTheirOwn(_ path: String, component: String) -> CheckResult {
        let bytes: [UInt8]
        switch DiskTokenFileSource().contents(of: path) {
        case .success(let read): bytes = read
        case .failure(let problem): return CheckResult(problems: [problem])
        }
        let (library, found) = StyleLibrary.parse([(path, bytes)], catalog: ComponentCatalog.builtIn)
        let document = found.contains { $0.severity == .error } ? nil : library[ComponentName(component)]
        return CheckResult(problems: found, summary: document.map { document in
            "\(path) (styles file of \(component)): \(describe(document)); not checked, as no Config folder holds it: "
                + "its token references" + (document.sample == nil ? "" : " and the sample set it names")
        })
    }

    /// A samples file: its name, structure, items and image references; in a Config also that
    /// its images are files of the Public folder beside it.
    static func samples(_ path: String) -> CheckResult {
        samples([path], described: "\(path) (samples file)")
    }

    /// Every `*.json` file of a samples folder, as `samples(_:)` checks one.
    static func samplesFolder(_ path: String) -> CheckResult {
        let files = ConfigLoader.jsonFiles(inFolder: path).map(\.file)
        guard !files.isEmpty else {
            return CheckResult(problems: [], summary: "\(path) (samples folder): no sample files (samples/<name>.json) yet")
        }
        return samples(files, described: "\(path) (samples folder)", folder: path)
    }

    /// Checks sample files against the Config holding them (the folder's, when they are a folder's).
    private static func samples(_ files: [String], described: String, folder: String? = nil) -> CheckResult {
        guard let config = ConfigLoader.enclosing(folder ?? files[0]) else {
            // Read as a Config reads its samples, with no public folder to look images up in.
            let (sets, problems) = ConfigLoader(directory: folder ?? ConfigLoader.parentFolder(of: files[0]))
                .readSamples(files.map { (ConfigLoader.name(of: $0), $0) }, publicFolder: .unchecked)
            let images = localImages(in: sets)
            return CheckResult(problems: problems, summary: "\(described): \(describe(sets, files: folder != nil))"
                + (images == 0 ? "; no Config folder holds it, and no image below Public/ needs one"
                    : "; not checked, as no Config folder holds it: that its \(Inputs.count(images, "image")) below Public/ exist"))
        }
        let (sets, found) = config.checkSamples(files: files)
        let publicFolder = PublicFolder.besides(config: config.directory)
        return CheckResult(problems: found, summary: "\(described): \(describe(sets, files: folder != nil)); checked against the Config "
            + config.directory + (publicFolder.directory.map { ", images looked for in \($0)" } ?? ", which has no Public folder"))
    }

    /// The tokens of `config`, or the errors that keep `file` from being checked against them.
    private static func tokens(of config: ConfigLoader, checking file: String) -> (TokenSystem?, [Diagnostic]) {
        var problems: [Diagnostic]
        switch config.loadSettings() {
        case .failure(let found): problems = found.list
        case .success(let settings):
            let (system, found) = config.loadTokens(settings: settings, strictness: .strict)
            problems = found.filter { $0.severity == .error }
            if let system, problems.isEmpty { return (system, []) }
        }
        problems.append(Diagnostic(.configInError, file: file, "not checked against the Config \(config.directory), which "
            + "holds it: that Config's settings or tokens have the errors above (swatchbook check \(ShellWord.quoted(config.directory)))"))
        return (nil, problems)
    }

    /// `2 styles (primary, secondary)`.
    private static func describe(_ document: StyleDocument) -> String {
        "\(Inputs.count(document.styles.count, "style")) (\(document.styleNames.map(\.rawValue).joined(separator: ", ")))"
    }

    /// `1 section, 4 items` (with the number of sets for a folder).
    private static func describe(_ sets: [SampleSet], files: Bool) -> String {
        let sections = sets.reduce(0) { $0 + $1.sections.count }
        let items = sets.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.items.count } }
        return (files ? "\(Inputs.count(sets.count, "sample set")), " : "")
            + "\(Inputs.count(sections, "section")), \(Inputs.count(items, "item"))"
    }

    /// How many items show an image below `Public/`.
    private static func localImages(in sets: [SampleSet]) -> Int {
        sets.flatMap(\.sections).flatMap(\.items).filter { if case .asset? = $0.image { true } else { false } }.count
    }
}

import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ConfigLoader {
    /// What `samples/*.json` and `styles/*.json` hold, read and parsed (nothing checked against the
    /// tokens yet): what ``loadComponents(_:catalog:documented:tokens:)`` checks. Read apart, beside
    /// the tokens, since it needs only the catalog.
    struct ComponentFiles: Sendable {
        /// The sample sets' names and files, sorted.
        let sampleFiles: [(name: String, file: String)]
        /// The sample sets read.
        let samples: [SampleSet]
        /// The styles parsed.
        let library: StyleLibrary
        /// The problems found reading and parsing them.
        let diagnostics: [Diagnostic]
    }

    /// Reads `samples/*.json` and `styles/*.json` and parses the styles against the catalog. Image
    /// paths must name files in the public folder, unless it is `unchecked`. A missing folder means
    /// no samples (or no styles).
    func readComponents(catalog: [CatalogEntry], publicFolder: PublicFolder) -> ComponentFiles {
        let sampleFiles = jsonFiles(in: "samples")
        let (samples, sampleDiagnostics) = readSamples(sampleFiles, publicFolder: publicFolder)
        var diagnostics = sampleDiagnostics
        var files: [(file: String, bytes: [UInt8])] = []
        for (_, file) in jsonFiles(in: "styles") {
            switch read(file) {
            case .failure(let problem): diagnostics.append(problem)
            case .success(let bytes): files.append((file, bytes))
            }
        }
        let (library, found) = StyleLibrary.parse(files, catalog: catalog)
        return ComponentFiles(sampleFiles: sampleFiles, samples: samples, library: library, diagnostics: diagnostics + found)
    }

    /// Checks what ``readComponents(catalog:publicFolder:)`` read against the catalog, the tokens
    /// and each other; anything wrong is an error. The components of the result are those of
    /// `catalog` the Config styles or documents (has a page of in `documented`), and no others:
    /// nothing is asked of a team about the rest.
    func loadComponents(_ read: ComponentFiles, catalog: [CatalogEntry], documented: Set<ComponentName> = [],
                        tokens: TokenSystem) -> (ComponentConfig?, [Diagnostic]) {
        let library = read.library
        var diagnostics = read.diagnostics
        diagnostics += library.validate(against: tokens)
        diagnostics += sampleProblems(library, files: read.sampleFiles.map(\.name))
        diagnostics += templateSampleProblems(catalog, files: read.sampleFiles.map(\.name))
        diagnostics += catalog.flatMap { $0.template?.costProblems(over: read.samples) ?? [] }
        diagnostics = withLines(diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let used = catalog.filter { $0.template != nil || library[$0.about.name] != nil || documented.contains($0.about.name) }
        let available = catalog.filter { entry in entry.template == nil && !used.contains { $0.about.name == entry.about.name } }
        return (ComponentConfig(catalog: used, styles: library, samples: read.samples,
                                modifierNames: tokens.modifiers.map(\.name), availableBuiltIns: available), diagnostics)
    }

    /// `diagnostics` with the line of each JSON path that was reported without one (``DiagnosticLines``),
    /// the files read again only when one lacks it.
    func withLines(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        DiagnosticLines.located(diagnostics) { file in try? read(file).get() }
    }

    /// Each styles file's `sample` must name a sample file (one in error is reported on its own).
    func sampleProblems(_ library: StyleLibrary, files: [String]) -> [Diagnostic] {
        library.components.compactMap { component -> Diagnostic? in
            guard let document = library[component], let sample = document.sample else { return nil }
            return Self.sampleProblem(sample, file: document.file, files: files)
        }
    }

    /// Each template component's `sample` must name a sample file.
    func templateSampleProblems(_ catalog: [CatalogEntry], files: [String]) -> [Diagnostic] {
        catalog.compactMap { entry -> Diagnostic? in
            guard let definition = entry.template?.definition, let sample = definition.sample else { return nil }
            return Self.sampleProblem(sample, file: definition.file, files: files)
        }
    }

    /// The error of a `sample` member of `file` naming no sample set, or nil when it names one.
    public static func sampleProblem(_ sample: String, file: String, files: [String]) -> Diagnostic? {
        guard !files.contains(sample) else { return nil }
        let known = files.isEmpty ? "there are none in samples/" : "sample sets: \(files.joined(separator: ", "))"
        let suggestion = Suggestion.closest(to: sample, among: files).map { " (did you mean '\($0)'?)" } ?? ""
        return Diagnostic(.invalidValue, file: file, path: JSONPointer(tokens: ["sample"]),
                          "no sample set named '\(sample)'\(suggestion); \(known)")
    }

    /// The `*.json` files of a folder of the Config, by name (without `.json`), sorted; none when it does not exist.
    func jsonFiles(in folder: String) -> [(name: String, file: String)] {
        Self.jsonFiles(inFolder: path(folder))
    }

    /// The `*.json` files directly in the folder at `path` (dotfiles skipped), by name (without
    /// `.json`) and path, sorted; none when it does not exist.
    public static func jsonFiles(inFolder path: String) -> [(name: String, file: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { name in
            (String(name.dropLast(".json".count)), prefix + name)
        }
    }

    /// True when `path` names a regular file (or a link to one).
    public static func isFile(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory
    }
}

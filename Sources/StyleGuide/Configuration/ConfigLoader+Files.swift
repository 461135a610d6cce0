import DesignSystem
import MicroHTTP

extension ConfigLoader {
    /// Checks one styles file of this Config on its own: its component (from the file name), its
    /// structure, its token references against `tokens`, and the sample set it names against
    /// the files of `samples/`. The document when it has no error, and every diagnostic.
    public func checkStyles(file: String, against tokens: TokenSystem) -> (StyleDocument?, [Diagnostic]) {
        let bytes: [UInt8]
        switch read(file) {
        case .success(let read): bytes = read
        case .failure(let problem): return (nil, [problem])
        }
        let (templates, templateProblems) = loadTemplateComponents()
        let (library, found) = StyleLibrary.parse([(file, bytes)], catalog: compiledComponents + templates.map(CatalogEntry.init))
        let ownFolder = path("components/" + StyleLibrary.componentName(of: file) + "/")
        let ownProblems = templateProblems.filter { $0.file.hasPrefix(ownFolder) }
        var diagnostics = ownProblems + withoutEchoes(found, of: failedTemplateNames(ownProblems, loaded: templates))
            + library.validate(against: tokens)
        diagnostics += sampleProblems(library, files: jsonFiles(in: "samples").map(\.name))
        let document = library.components.first.flatMap { library[$0] }
        diagnostics = withLines(diagnostics)
        return (diagnostics.contains { $0.severity == .error } ? nil : document, diagnostics)
    }

    /// Checks sample files as this Config reads them, their images against the Public folder
    /// beside it (``PublicFolder/besides(config:)``). The sets without errors, and every diagnostic.
    public func checkSamples(files: [String]) -> ([SampleSet], [Diagnostic]) {
        let named = files.map { (name: Self.name(of: $0), file: $0) }
        return readSamples(named, publicFolder: PublicFolder.besides(config: directory))
    }

    /// The name a file gives what it holds: `actions` for `samples/actions.json`.
    public static func name(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        return last.hasSuffix(".json") ? String(last.dropLast(".json".count)) : last
    }

    /// Reads sample files, each named by its file name without `.json`; image paths must name
    /// files in the public folder, unless it is `unchecked`. When there is no public folder and
    /// a sample names an image of its own, one more error says where to put it.
    public func readSamples(_ files: [(name: String, file: String)], publicFolder: PublicFolder) -> ([SampleSet], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var samples: [SampleSet] = []
        let assetExists = publicFolder.assetCheck
        for (name, file) in files {
            switch read(file) {
            case .failure(let problem): diagnostics.append(problem)
            case .success(let bytes):
                let (set, found) = SampleParser.parse(bytes, name: name, file: file, assetExists: assetExists)
                diagnostics += found
                if let set { samples.append(set) }
            }
        }
        if publicFolder == .absent, diagnostics.contains(where: { $0.rule == .missingImage }) {
            diagnostics.append(Diagnostic(.missingImage, file: path("samples"),
                "the samples show images of their own, but there is no public folder to serve them from: "
                    + "put them in a folder named Public beside the Config, or name one with --public"))
        }
        return (samples, withLines(diagnostics))
    }
}

extension PublicFolder {
    /// Whether a path below the folder names a file `/assets/` serves (a regular file whose
    /// real path stays below the folder: no link leading out, no dotfile): nil when `unchecked`,
    /// always false when `absent`.
    var assetCheck: (@Sendable (String) -> Bool)? {
        switch self {
        case .unchecked: return nil
        case .absent: return { _ in false }
        case .at(let directory):
            guard let files = try? StaticFiles(root: directory) else { return { _ in false } }
            return { path in files.servesFile(atRelativePath: path) }
        }
    }
}

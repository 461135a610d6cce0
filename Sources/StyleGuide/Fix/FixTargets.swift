import DesignSystem

/// The token files `swatchbook fix` rewrites: those a Config's resolver names (the default), those
/// a resolver document names, the `*.tokens.json` files below a folder, or a file given by name;
/// with the limits that apply to them (the Config's `limits`, or the defaults).
public struct FixTargets: Sendable {
    /// The files, each once, in the order they were found.
    public var files: [String] = []
    /// The limits each file is read within.
    public var limits = TokenLimits()
    /// Every reason a path gives no files (a missing Config, an unreadable resolver, …).
    public var problems: [Diagnostic] = []

    /// The files of `paths`, or of the Config folder `config` when `paths` is empty.
    public init(paths: [String], config: String) {
        for path in paths.isEmpty ? [config] : paths { add(path) }
    }

    /// The files of one path, by what it is: a Config folder, another folder, a resolver document or a file.
    private mutating func add(_ path: String) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if PublicFolder.isFolder(trimmed) {
            return ConfigLoader.isConfigFolder(trimmed) ? addConfig(trimmed) : addFolder(trimmed)
        }
        if !trimmed.hasSuffix(".json"), !trimmed.hasSuffix(".tokens"), let missing = ConfigLoader.missingFolder(trimmed) {
            return problems.append(missing)
        }
        switch ConfigLoader.read(trimmed).flatMap({ TokenSource.parse($0, file: trimmed) }) {
        case .success(let source) where Self.isResolver(source, named: trimmed): addResolver(trimmed, source: source, boundary: nil)
        case .success: append(trimmed)
        case .failure: append(trimmed)  // fix itself names why it cannot read it
        }
    }

    /// The files the Config's resolver names, within its limits and its folder.
    private mutating func addConfig(_ folder: String) {
        var loader = ConfigLoader(directory: folder)
        switch loader.loadSettings() {
        case .failure(let found): return problems += found.list
        case .success(let settings):
            loader = loader.honouring(settings)
            limits = settings.tokenLimits
            let resolver = loader.path(settings.resolver)
            switch ConfigLoader.read(resolver).flatMap({ TokenSource.parse($0, file: resolver) }) {
            case .failure(let problem): problems.append(problem)
            case .success(let source): addResolver(resolver, source: source, boundary: loader.boundary)
            }
        }
    }

    /// Every `*.tokens.json` (or `*.tokens`) file below a folder that is no Config, sorted.
    private mutating func addFolder(_ folder: String) {
        let found = FolderListing(of: folder).files.map(\.path).filter { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".tokens") }.sorted()
        if found.isEmpty {
            problems.append(Diagnostic(.fixRefused, file: folder, "this folder is no Config (it holds no swatchbook.json and no "
                + "tokens/ folder) and holds no *.tokens.json file; give a Config folder, a resolver document or token files"))
        }
        found.forEach { append($0) }
    }

    /// The token files a resolver document names, in the order it names them.
    private mutating func addResolver(_ file: String, source: TokenSource, boundary: ConfigBoundary?) {
        if TokenDialect.loadsAsResolver(source.document) {
            return problems.append(Diagnostic(.fixRefused, file: file, "this is a Tokens Studio export or Figma variables, whose "
                + "sets or modes become a resolver: it cannot be rewritten in its own layout; print it as DTCG with "
                + "`swatchbook tokens --format dtcg \(file)` instead"))
        }
        let (document, found) = ResolverParser.parse(source.document.serializedBytes(), file: file, strictness: .tolerant)
        guard let document else { return problems += found.filter { $0.severity == .error } }
        var steps = document.order.flatMap(Self.sources)
        steps += document.sets.keys.sorted().flatMap { document.sets[$0]!.sources }
        steps += document.modifiers.keys.sorted().flatMap { name in document.modifiers[name]!.contexts.flatMap(\.sources) }
        for step in steps {
            guard case .file(let path, _, _, _) = step else { continue }
            let named = ReferencePath.resolve(path, from: file)
            if let refusal = boundary?.refusal(of: named) { problems.append(refusal) } else { append(named) }
        }
    }

    /// The sources one step of a resolution order reads: a set's, or every context's of a modifier.
    private static func sources(of step: ResolutionStep) -> [ResolverSource] {
        switch step {
        case .set(let set): set.sources
        case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
        }
    }

    /// True when `source` is a resolver document (it has `resolutionOrder`, or its name says so).
    private static func isResolver(_ source: TokenSource, named file: String) -> Bool {
        source.document["resolutionOrder"] != nil || file.hasSuffix(".resolver.json") || TokenDialect.loadsAsResolver(source.document)
    }

    /// Adds `file` unless it is listed already.
    private mutating func append(_ file: String) {
        if !files.contains(file) { files.append(file) }
    }
}

import DesignSystem

/// Where one version of a design system's tokens is read from, found from a folder or file: a
/// resolver document, or token files merged in order.
///
/// - A file named `*.resolver.json`, or any JSON file holding `resolutionOrder` (or a Tokens
///   Studio export with `$themes`), is a resolver: every permutation of its modifiers.
/// - Any other JSON file is a token file: one set without modifiers.
/// - A folder holding a `*.resolver.json` is that resolver (two are an error: which one is meant?).
/// - Any other folder is every `*.json` file below it (dotfiles skipped), merged in path order.
public enum TokenFiles: Sendable, Equatable {
    /// A resolver document.
    case resolver(String)
    /// Token files, merged in this order.
    case files([String])

    /// What `path` holds, or why it holds no tokens (an `unreadable-file` error naming `path`).
    public static func locate(_ path: String) -> Result<TokenFiles, Diagnostic> {
        func refused(_ message: String) -> Result<TokenFiles, Diagnostic> { .failure(Diagnostic(.unreadableFile, file: path, message)) }
        if PublicFolder.isFolder(path) {
            let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            let resolvers = ConfigLoader.jsonFiles(inFolder: folder).map(\.file).filter { $0.hasSuffix(".resolver.json") }
            if resolvers.count > 1 {
                return refused("this folder holds \(resolvers.count) resolver documents (\(resolvers.map(Self.name).joined(separator: ", "))); "
                    + "keep one, or name the one meant")
            }
            if let resolver = resolvers.first { return .success(.resolver(resolver)) }
            let files = FolderListing(of: folder).files.map(\.path).filter { $0.hasSuffix(".json") }.sorted()
            guard !files.isEmpty else {
                return refused("this folder holds no *.resolver.json and no token files (*.json)")
            }
            return .success(.files(files))
        }
        guard ConfigLoader.isFile(path) else { return refused("there is no file or folder here") }
        guard path.hasSuffix(".json") else { return refused("this is not a JSON file (*.json): a resolver document or a token file") }
        return .success(path.hasSuffix(".resolver.json") ? .resolver(path) : .files([path]))
    }

    /// Reads and resolves the tokens: every permutation of a resolver, in order; or the one set
    /// the files make, as the context `inputs` (none: a context without modifiers). Files are
    /// read through `boundary` when given (a Config's release), within `limits`.
    public func load(boundary: ConfigBoundary?, strictness: Strictness, limits: TokenLimits,
                     inputs: [String: String] = [:]) -> ([(Permutation, TokenSet)]?, [Diagnostic]) {
        let source = DiskTokenFileSource(boundary: boundary)
        switch self {
        case .resolver(let file):
            let (system, diagnostics) = TokenSystem.load(resolver: file, source: source, strictness: strictness, limits: limits)
            return (system?.orderedPermutations, diagnostics)
        case .files(let files):
            var sources: [TokenSource] = []
            for file in files {
                switch source.contents(of: file, within: limits).flatMap({ TokenSource.parse($0, file: file) }) {
                case .success(let parsed): sources.append(parsed)
                case .failure(let diagnostic): return (nil, [diagnostic])
                }
            }
            if sources.count == 1, Self.isResolver(sources[0].document) {
                return TokenFiles.resolver(files[0]).load(boundary: boundary, strictness: strictness, limits: limits)
            }
            let (set, diagnostics) = TokenSetBuilder.build(sources, strictness: strictness, limits: limits)
            guard let set, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
            return ([(Permutation(inputs), set)], diagnostics)
        }
    }

    /// True for a resolver document, or a Tokens Studio export whose themes make one.
    static func isResolver(_ document: JSON) -> Bool {
        document["resolutionOrder"] != nil || TokenDialect.loadsAsResolver(document)
    }

    /// The file's last path component.
    private static func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

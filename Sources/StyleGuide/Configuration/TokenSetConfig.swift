import DesignSystem

/// A Config made in memory around a token set alone (`serve`, `check` and `export` with
/// `--resolver FILE`): the default settings, the tokens of one file, and nothing else — no
/// styles, samples, docs or template components are read, whatever lies beside the file.
///
/// The file may be a DTCG resolver document (its token files are read relative to it), a plain
/// token file (DTCG or a dialect: it becomes the one set of a resolver without modifiers), a
/// Tokens Studio export with `$themes` or Figma variables (their themes or modes become modifiers).
/// Like `tokens --resolver`, the files the resolver names are read wherever they are: the person
/// running the command named the file, and no Config written by someone else is involved.
public enum TokenSetConfig {
    /// The Config for the token file at `file`, or every problem that prevents one. Its folder
    /// (for messages and the paths the API shows) is the file's folder.
    public static func load(file: String, strictness: Strictness,
                            components: [CatalogEntry] = ComponentCatalog.builtIn) -> Result<LoadedConfig, Diagnostics> {
        var settings = Settings()
        let disk = DiskTokenFileSource()
        guard ConfigLoader.isFile(file) else {
            let found = PublicFolder.isFolder(file) ? "this is a folder, not a file" : "there is no file here"
            return .failure(Diagnostics([Diagnostic(.unreadableFile, file: file, "\(found): --resolver names a token set to serve "
                + "alone, a DTCG resolver document, a token file, a Tokens Studio export or Figma variables (a Config folder is served with --config)")]))
        }
        let parsed = disk.contents(of: file, within: settings.tokenLimits).flatMap { TokenSource.parse($0, file: file) }
        guard case .success(let source) = parsed else {
            if case .failure(let problem) = parsed { return .failure(Diagnostics([problem])) }
            return .failure(Diagnostics([]))
        }
        let (system, diagnostics) = TokenFiles.isResolver(source.document) || file.hasSuffix(".resolver.json")
            ? TokenSystem.load(resolver: file, source: disk, strictness: strictness, limits: settings.tokenLimits)
            : OneSetResolver(file: file, disk: disk).load(strictness: strictness, limits: settings.tokenLimits)
        guard let system, !diagnostics.contains(where: { $0.severity == .error }) else { return .failure(Diagnostics(diagnostics)) }
        settings.name = system.document.name ?? stem(of: file)
        let (styles, _) = StyleLibrary.parse([], catalog: components)
        let none = ComponentConfig(catalog: [], styles: styles, samples: [], modifierNames: system.modifiers.map(\.name),
                                   availableBuiltIns: components.filter { $0.template == nil })
        return .success(LoadedConfig(directory: ConfigLoader.parentFolder(of: file), settings: settings, tokens: system,
                                     components: none, docs: DocsLibrary(), compiledComponents: components,
                                     warnings: diagnostics, tokenSetFile: file))
    }

    /// The paths a token set's guide is made from: the file, and every token file its resolver
    /// names (what `serve --watch` watches).
    static func files(of system: TokenSystem, file: String) -> [String] {
        let document = system.document
        let sources = document.sets.values.flatMap(\.sources) + document.modifiers.values.flatMap { $0.contexts.flatMap(\.sources) }
            + document.order.flatMap { step -> [ResolverSource] in
                if case .set(let set) = step { return set.sources }
                return []
            }
        var seen: Set<String> = [file]
        var files = [file]
        for case .file(let path, _, _, _) in sources {
            let resolved = ReferencePath.resolve(path, from: document.file)
            if seen.insert(resolved).inserted { files.append(resolved) }
        }
        return files
    }

    /// `acme` for `tokens/acme.resolver.json`, `colors` for `colors.tokens.json`.
    static func stem(of file: String) -> String {
        var name = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".json", ".resolver", ".tokens"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        return name
    }
}

/// A plain token file read as the one set of a resolver document without modifiers, so that
/// it makes a token system like any resolver.
struct OneSetResolver: TokenFileSource {
    /// The token file.
    let file: String
    /// Where the token file is read from.
    let disk: DiskTokenFileSource

    /// The made-up resolver document's path, beside the file (nothing is read from it).
    var resolverPath: String { file + "#resolver" }

    /// The resolver document: one set whose one source is the file.
    var resolver: [UInt8] {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let document: JSON = ["version": "2025.10", "resolutionOrder": [["type": "set", "name": "tokens", "sources": [["$ref": .string(name)]]]]]
        return document.serializedBytes()
    }

    /// Resolves the file's tokens.
    func load(strictness: Strictness, limits: TokenLimits) -> (TokenSystem?, [Diagnostic]) {
        TokenSystem.load(resolver: resolverPath, source: self, strictness: strictness, limits: limits)
    }

    /// The made-up resolver, or the file on disk.
    func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        path == resolverPath ? .success(resolver) : disk.contents(of: path)
    }

    /// The made-up resolver, or the file on disk within `limits`.
    func contents(of path: String, within limits: TokenLimits) -> Result<[UInt8], Diagnostic> {
        path == resolverPath ? .success(resolver) : disk.contents(of: path, within: limits)
    }
}

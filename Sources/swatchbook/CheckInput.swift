import DesignSystem
import StyleGuide

extension Diagnostic.Rule {
    /// `check` was given a file or folder that is none of the kinds it checks.
    static let unknownKind = Diagnostic.Rule("unknown-kind")
}

/// The kinds of path `swatchbook check` accepts, and telling them apart.
enum CheckInput {
    /// A folder holding `swatchbook.json` or `tokens/`.
    case configFolder
    /// A folder of sample files (`samples/`).
    case samplesFolder
    /// A DTCG resolver document: it has `resolutionOrder`.
    case resolver
    /// A DTCG token file, parsed (token files are checked together, as one composition).
    case tokens(TokenSource)
    /// A component's styles file, `styles/<component>.json`: it has `styles`.
    case styles
    /// A sample file, `samples/<name>.json`: it has `items` or `sections`.
    case samples
    /// A template component's folder, `components/<name>/` (given as the folder or one of its two files).
    case component(folder: String)

    /// What `check` accepts, for messages.
    static let accepted = "a Config folder (holding swatchbook.json or tokens/), a resolver document (with \"resolutionOrder\"), "
        + "DTCG token files (*.tokens.json, tokens with \"$value\"), a styles file (styles/<component>.json, with \"styles\"), "
        + "a samples file (samples/<name>.json, with \"items\" or \"sections\"), a samples folder, "
        + "or a template component (components/<name>/, or its component.json or template.html)"

    /// The kind of `path`, or the diagnostic saying why it is none: it cannot be read, is not
    /// JSON, or is JSON of no kind `check` knows.
    static func kind(of path: String) -> Result<CheckInput, Diagnostic> {
        if PublicFolder.isFolder(path) {
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            if !ConfigLoader.isConfigFolder(path), TemplateFileChecks.files.contains(where: { ConfigLoader.isFile(folder + "/" + $0) }) {
                return .success(.component(folder: folder))
            }
            return folderKind(of: path)
        }
        if !path.hasSuffix(".json"), let missing = ConfigLoader.missingFolder(path) { return .failure(missing) }
        if let name = path.split(separator: "/").last, TemplateFileChecks.files.contains(String(name)) {
            return .success(.component(folder: ConfigLoader.parentFolder(of: path)))
        }
        switch DiskTokenFileSource().contents(of: path, within: TokenLimits()).flatMap({ TokenSource.parse($0, file: path) }) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let source): return fileKind(of: source)
        }
    }

    /// A Config folder, a samples folder (named `samples`, or holding only sample files), or neither.
    private static func folderKind(of path: String) -> Result<CheckInput, Diagnostic> {
        if ConfigLoader.isConfigFolder(path) { return .success(.configFolder) }
        let files = ConfigLoader.jsonFiles(inFolder: path).map(\.file)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let allSamples = !files.isEmpty && files.allSatisfy { file in
            guard case .success(let source) = DiskTokenFileSource().contents(of: file, within: TokenLimits()).flatMap({ TokenSource.parse($0, file: file) }),
                  case .success(.samples) = fileKind(of: source) else { return false }
            return true
        }
        if name == "samples" || allSamples { return .success(.samplesFolder) }
        return .failure(Diagnostic(.unknownKind, file: path,
            "this folder is neither a Config folder (it holds no swatchbook.json and no tokens/ folder) nor a samples folder "
                + "(named samples, or holding only sample files); give the Config folder above it, or its files one by one. "
                + "check accepts \(accepted)"))
    }

    /// The kind of a parsed JSON file, by its members (and its name, for `*.tokens.json` and `*.resolver.json`).
    static func fileKind(of source: TokenSource) -> Result<CheckInput, Diagnostic> {
        let name = source.file.split(separator: "/").last.map(String.init) ?? source.file
        if TokenDialect.loadsAsResolver(source.document) { return .success(.resolver) }
        guard let object = source.document.objectValue else {
            return .failure(unknown(source.file, "it holds \(article(source.document.kindName)) \(source.document.kindName), not an object"))
        }
        if object["resolutionOrder"] != nil || name.hasSuffix(".resolver.json") { return .success(.resolver) }
        if name.hasSuffix(".tokens.json") || holdsTokens(source.document) || TokenDialect.of(source.document) != .dtcg2025 {
            return .success(.tokens(source))
        }
        if object["styles"] != nil { return .success(.styles) }
        if object["items"] != nil || object["sections"] != nil { return .success(.samples) }
        if name == "swatchbook.json" {
            return .failure(Diagnostic(.unknownKind, file: source.file, "this is the settings file of a Config, which is checked "
                + "with the folder that holds it: swatchbook check \(ShellWord.quoted(ConfigLoader.parentFolder(of: source.file)))"))
        }
        return .failure(unknown(source.file, "it has no \"resolutionOrder\" (a resolver document), no \"$value\" (a DTCG token file), "
            + "no \"styles\" (a styles file) and no \"items\" or \"sections\" (a samples file)"))
    }

    /// The diagnostic for a file of no kind `check` knows.
    private static func unknown(_ file: String, _ why: String) -> Diagnostic {
        Diagnostic(.unknownKind, file: file, "check cannot tell what this file is: \(why). check accepts \(accepted)")
    }

    /// True when the document has a token (a member `$value`) at any depth.
    private static func holdsTokens(_ json: JSON, depth: Int = 0) -> Bool {
        guard depth < 64, let object = json.objectValue else { return false }
        return object.keys.contains("$value") || object.contains { holdsTokens($0.value, depth: depth + 1) }
    }

    /// `a` or `an` before a JSON kind's name.
    private static func article(_ kind: String) -> String { kind.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}

import DesignSystem
import MicroHTTP

/// The URL scheme of a static export: which page a link means, the file each page is written to,
/// and the link to that file under the base path.
///
/// - Guide pages are directories (`tokens/color/index.html`, linked as `/tokens/color/`). The
///   guide on the default choices is at the root; each other choice of the modifiers has a copy
///   under `in/<modifier>=<choice>/` (one segment per modifier not on its default), and links
///   stay in the copy they are in.
/// - A page's own query parameters become one more path segment, sorted by name
///   (`components/button/size=large&state=normal&style=dark/`), as do a preview's.
/// - A page's markdown twin is a file beside it in the same copy (`tokens/color.md`, `index.md`
///   for the home page); with a query, a file named by the query in the page's folder.
/// - Other answers are files: a path with an extension stays as it is (`_swatchbook/css/…`,
///   `assets/…`); one without (or whose extension is part of a name, as in a token's id) gets the
///   extension of its media type (`api/components.json`, `api/tokens/color.accent.json`); a
///   query becomes the file's name in a folder named like the path
///   (`api/tokens/format=css&theme=dark.css`, `preview/styles/theme=dark.css`).
/// - A name longer than a file system allows, or a path longer than an object key, is shortened
///   with a hash (see ``ExportFileName/fitted(_:suffix:)``).
struct ExportScheme: Sendable {
    /// The path every link starts with: `/`, or `/design/`.
    let basePath: String
    /// The guide's modifiers, in the resolver's order.
    let modifiers: [GuideInputs.Modifier]
    /// Every modifier on its default choice.
    let defaultChoices: [QueryItems.Item]
    /// The modifiers' names.
    private let modifierNames: Set<String>

    /// The scheme of an export whose links start with `basePath`, with a copy of the guide per choice of `modifiers`.
    init(basePath: String, modifiers: [GuideInputs.Modifier]) {
        self.basePath = basePath
        self.modifiers = modifiers
        defaultChoices = modifiers.map { .init(name: $0.name, value: $0.defaultChoice) }
        modifierNames = Set(modifiers.map(\.name))
    }

    /// The prefix of the copy of the guide for non-default choices.
    static let choicesFolder = "in"
    /// The paths of the guide's pages without a parameter in the path.
    static let guidePaths: Set<String> = ["/", "/tokens", "/components", "/docs", "/search", "/changes"]
    /// The prefixes of the guide's pages with a parameter in the path.
    static let guidePrefixes = ["/tokens/", "/components/", "/docs/"]

    /// What kind of answer `path` gives.
    static func kind(of path: String) -> ExportPage.Kind {
        if let page = MarkdownTwins.pagePath(of: path), guidePaths.contains(page) || guidePrefixes.contains(where: { page.hasPrefix($0) }) {
            return .twin
        }
        if guidePaths.contains(path) || guidePrefixes.contains(where: { path.hasPrefix($0) }) { return .guide }
        if path.hasPrefix("/preview/"), path != "/preview/styles.css", !path.dropFirst(9).contains("/") { return .preview }
        return .file
    }

    /// The page `link` means when it is on a page with `inherited` choices (nil off the guide): a
    /// guide page takes each choice the link does not make from the page it is on.
    func page(for link: ExportLink, inheriting inherited: [QueryItems.Item]?) -> ExportPage {
        let kind = Self.kind(of: link.path)
        guard kind == .guide || kind == .twin else {
            return ExportPage(kind: kind, path: link.path, items: Self.sorted(Array(link.query)), choices: [])
        }
        let own = link.query.filter { !modifierNames.contains($0.name) }
        let choices = modifiers.map { modifier -> QueryItems.Item in
            let asked = link.query[modifier.name].flatMap { modifier.choices.contains($0) ? $0 : nil }
            let kept = inherited?.first { $0.name == modifier.name }?.value
            return .init(name: modifier.name, value: asked ?? kept ?? modifier.defaultChoice)
        }
        return ExportPage(kind: kind, path: link.path, items: Self.sorted(own), choices: choices)
    }

    /// The file `page` is written to, relative to the export's folder; `mediaType` names the
    /// extension of an answer whose path has none.
    func file(for page: ExportPage, mediaType: MediaType?) -> String {
        var segments = Self.segments(of: page.path).map { ExportFileName.segment(PercentDecoding.decode($0) ?? String($0)) }
        let query = page.items.isEmpty ? nil : ExportFileName.query(page.items)
        let differing = zip(page.choices, defaultChoices).filter { $0.0.value != $0.1.value }.map(\.0)
        let prefix = differing.isEmpty ? [] : [Self.choicesFolder] + differing.map { ExportFileName.query([$0]) }
        switch page.kind {
        case .guide, .preview:
            return fitted(prefix + segments + (query.map { [$0] } ?? []), "index.html")
        case .twin:
            // `tokens/color.md` in the copy of its choices; with a query, a file named by it in the page's folder.
            let last = segments.popLast() ?? "index.md"
            guard let query else { return fitted(prefix + segments, ExportFileName.fitted(String(last.dropLast(3)), suffix: MarkdownTwins.suffix)) }
            return fitted(prefix + segments + [String(last.dropLast(3))], ExportFileName.fitted(query, suffix: MarkdownTwins.suffix))
        case .file:
            let last = segments.popLast() ?? "index"
            // A name's extension is kept when it says what the answer is (`swatchbook.css`), not
            // when it is part of a name (the token `color.accent`, whose answer is JSON).
            var (stem, written) = ExportFileName.split(last)
            if let named = written, let mediaType, MediaType.forFileExtension(named).essence != mediaType.essence { (stem, written) = (last, nil) }
            let fileExtension = written ?? ExportFileName.fileExtension(for: mediaType, format: page.items.first { $0.name == "format" }?.value)
            guard let query else { return fitted(segments, ExportFileName.fitted(stem, suffix: "." + fileExtension)) }
            return fitted(segments + [stem], ExportFileName.fitted(query, suffix: "." + fileExtension))
        }
    }

    /// The non-empty segments of `path`, split at each `/`: by bytes when it is ASCII, as every
    /// path read from a link is, else by characters.
    private static func segments(of path: String) -> [Substring] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/") }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The path of `name` in `folders`, each name within the file system's limit and the whole
    /// path, after the base path, within an object key's (see ``ExportFileName/fitted(_:suffix:)``).
    private func fitted(_ folders: [String], _ name: String) -> String {
        ExportFileName.joined(folders.map { ExportFileName.fitted($0) } + [name], within: ExportFileName.pathBytes - basePath.utf8.count + 1)
    }

    /// The link to `file` (a path from ``file(for:mediaType:)``) under the base path: a page's
    /// folder with a trailing slash, any other file by its name.
    func link(to file: String) -> String {
        let shown = file == "index.html" ? "" : file.hasSuffix("/index.html") ? String(file.dropLast("index.html".count)) : file
        return basePath + ExportFileName.linkText(shown)
    }

    private static func sorted(_ items: [QueryItems.Item]) -> [QueryItems.Item] {
        items.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
    }
}

import DesignSystem
import MicroHTTP

/// One URL the export renders, in its canonical form: the same page asked for in different
/// ways (parameters in another order, choices inherited or written out) is one `ExportPage`.
struct ExportPage: Hashable, Sendable, Comparable {
    /// The kind of answer, which decides the file's name.
    enum Kind: Int, Hashable, Sendable {
        /// A guide page: kept in a copy of the guide per choice of the modifiers.
        case guide
        /// An isolated preview document.
        case preview
        /// Anything else: stylesheets, scripts, images, API answers.
        case file
        /// A guide page's markdown twin (`/tokens/color.md`): kept in each copy of the guide, as a file.
        case twin
    }

    /// What kind of answer it is.
    let kind: Kind
    /// The path as linked (`/tokens/color`).
    let path: String
    /// The page's own query items, sorted by name (for a guide page, none of the modifiers').
    let items: [QueryItems.Item]
    /// For a guide page: every modifier's choice, in the resolver's order; else empty.
    let choices: [QueryItems.Item]
    /// The hash of the four, made once: a page is looked up in the export's maps for every link
    /// that leads to it, and its path and lists are then not read again to hash it.
    private let fingerprint: Int

    /// The page of `kind` at `path` with its own query `items` and its `choices`.
    init(kind: Kind, path: String, items: [QueryItems.Item], choices: [QueryItems.Item]) {
        self.kind = kind
        self.path = path
        self.items = items
        self.choices = choices
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(path)
        hasher.combine(items)
        hasher.combine(choices)
        fingerprint = hasher.finalize()
    }

    /// Equal pages have equal fingerprints; pages whose fingerprints differ are told apart at once.
    static func == (a: ExportPage, b: ExportPage) -> Bool {
        a.fingerprint == b.fingerprint && a.kind == b.kind && a.path == b.path && a.items == b.items && a.choices == b.choices
    }

    /// Hashes the fingerprint alone.
    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    /// The URL a running server answers this page at; what the export asks its router for.
    /// A guide page on every default choice is asked for plainly (the defaults, as on a first visit).
    func url(defaults: [QueryItems.Item]) -> String {
        let all = items + (choices == defaults ? [] : choices)
        return all.isEmpty ? path : path + "?" + all.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&")
    }

    /// Orders pages by path, then query items, then choices (each by name, then value): a fixed
    /// order that makes no string.
    static func < (a: ExportPage, b: ExportPage) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.items != b.items { return a.items.lexicographicallyPrecedes(b.items, by: Self.precedes) }
        return a.choices.lexicographicallyPrecedes(b.choices, by: Self.precedes)
    }

    private static func precedes(_ a: QueryItems.Item, _ b: QueryItems.Item) -> Bool { (a.name, a.value) < (b.name, b.value) }

    private static func encode(_ text: String) -> String { PercentEncoding.encode(text) }
}

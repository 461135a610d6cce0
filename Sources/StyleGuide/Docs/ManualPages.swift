import DesignSystem

/// Swatchbook's own manual, compiled in (`Embedded/manual/*.md`, served at `docs/swatchbook/…`):
/// its pages are the same for every Config, so they are rendered once per process, on first use
/// (a page, the docs index, search, an export), never by a load: `check` and every reload cost
/// what the Config's own docs cost.
enum ManualPages {
    /// Every file of the manual: its path among the docs (`swatchbook/limits`), its name as
    /// diagnostics give it, and its markdown.
    static let files: [DocsLibrary.File] = EmbeddedFiles.below("manual/").sorted { $0.key < $1.key }.compactMap { name, file in
        guard name.hasSuffix(".md") else { return nil }
        return (ConfigLoader.manualFolder + String(name.dropLast(".md".count)), "(Swatchbook's manual) " + name,
                String(decoding: file.bytes, as: UTF8.self))
    }

    /// The path of every page of the manual, in the order of ``files``: all a load needs of the
    /// manual (its pages' paths, for links to them), found without decoding its 360 KB of text.
    static let paths: [String] = EmbeddedFiles.below("manual/").keys.sorted().compactMap { name in
        name.hasSuffix(".md") ? ConfigLoader.manualFolder + String(name.dropLast(".md".count)) : nil
    }

    /// Every page, rendered among the manual's own paths (it links to nothing else); its
    /// problems (none: the tests hold it to that) are the manual's, not a Config's.
    static let rendered: [DocsLibrary.Page] = DocsLibrary.render([], manual: files, strictness: .strict).library.manual
}

/// Where a library's manual pages come from.
enum ManualSource: Sendable {
    /// Pages rendered with the library.
    case rendered([DocsLibrary.Page])
    /// The compiled-in manual, rendered on first use, but for the pages at the paths a Config's own pages replace.
    case embedded(replaced: Set<String>)

    /// The pages.
    var pages: [DocsLibrary.Page] {
        switch self {
        case .rendered(let pages): pages
        case .embedded(let replaced): replaced.isEmpty ? ManualPages.rendered : ManualPages.rendered.filter { !replaced.contains($0.path) }
        }
    }
}

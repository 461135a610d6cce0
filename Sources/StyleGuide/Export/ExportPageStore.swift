import MicroHTTP

/// The pages an export has found, each kept once, with what was written for it once it is
/// rendered: the map of pages to files, which is most of an export's memory, so it holds little
/// per page. A page's path, query items and choices are shared with every other page that has
/// the same (the 1,875 copies of a guide share 1,875 lists of choices, not one per page); a
/// page's file is not kept but made again from the page when asked (``ExportScheme`` makes the
/// same one every time), and its checksum is kept as 32 bytes, not as text.
struct ExportPageStore: Sendable {
    /// What was written for a page.
    struct Written: Sendable {
        /// Its media type, which says whether its links are rewritten and names its file's extension.
        let mediaType: MediaType?
        /// Its size as written.
        let bytes: Int
        /// Its SHA-256, for a file whose links are not rewritten (the others get theirs when they are).
        let sha256: SIMD8<UInt32>?
    }

    /// Every page found, with what was written for it (nil until it is, or when it has no file).
    private var pages: [ExportPage: Written?] = [:]
    private var paths = Set<String>()
    private var lists = Set<[QueryItems.Item]>()

    /// How many pages it holds.
    var count: Int { pages.count }

    /// Adds `page` (its parts shared with pages already held); nil when it was held already.
    mutating func insert(_ page: ExportPage) -> ExportPage? {
        guard pages[page] == nil else { return nil }
        let shared = ExportPage(kind: page.kind, path: Self.shared(page.path, in: &paths), items: Self.shared(page.items, in: &lists),
                                choices: Self.shared(page.choices, in: &lists))
        pages[shared] = .some(nil)
        return shared
    }

    /// Records what was written for `page`, a page it holds.
    mutating func record(_ written: Written, for page: ExportPage) { pages[page] = written }

    /// What was written for `page`; nil when nothing was.
    subscript(page: ExportPage) -> Written? { pages[page] ?? nil }

    /// Every page written, in no particular order (made as it is read).
    var written: some Sequence<(page: ExportPage, written: Written)> {
        pages.lazy.compactMap { page, written in written.map { (page, $0) } }
    }

    /// The value equal to `value` already in `values`, or `value`, then added.
    private static func shared<Value: Hashable>(_ value: Value, in values: inout Set<Value>) -> Value {
        if let index = values.firstIndex(of: value) { return values[index] }
        values.insert(value)
        return value
    }
}

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

    /// What was written for a page, as held: its media type by its place in `mediaTypes`, and no
    /// optional checksum (48 bytes where a `Written` takes 80).
    private struct Packed {
        let sha256: SIMD8<UInt32>
        let bytes: Int
        let mediaType: UInt32
        let hasChecksum: Bool
    }

    /// Where a page is.
    enum State {
        /// Rendered and written.
        case written(Written)
        /// Rendered, with an error instead of a file.
        case failed
        /// Not rendered yet (or not found yet).
        case waiting
    }

    /// Every page found, with what was written for it (nil until it is, or when it has no file).
    private var pages: [ExportPage: Packed?] = [:]
    /// The pages whose rendering failed (a few).
    private var failures = Set<ExportPage>()
    private var paths = Set<String>()
    private var lists = Set<[QueryItems.Item]>()
    /// The media types of the pages written (a few kinds), nil first.
    private var mediaTypes: [MediaType?] = [nil]

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
    mutating func record(_ written: Written, for page: ExportPage) {
        let index = mediaTypes.firstIndex(of: written.mediaType) ?? {
            mediaTypes.append(written.mediaType)
            return mediaTypes.count - 1
        }()
        // As many media types as pages at most: an export holds far fewer than 2^32 pages.
        pages[page] = Packed(sha256: written.sha256 ?? .zero, bytes: written.bytes, mediaType: UInt32(index), hasChecksum: written.sha256 != nil)
    }

    /// Records that rendering `page`, a page it holds, failed.
    mutating func recordFailure(for page: ExportPage) { failures.insert(page) }

    /// Where `page` is.
    func state(of page: ExportPage) -> State {
        if let written = self[page] { return .written(written) }
        return failures.contains(page) ? .failed : .waiting
    }

    /// The page equal to `page` as held, sharing its parts with the others; nil when it is not held.
    func held(_ page: ExportPage) -> ExportPage? { pages.index(forKey: page).map { pages[$0].key } }

    /// What was written for `page`; nil when nothing was.
    subscript(page: ExportPage) -> Written? { (pages[page] ?? nil).map(unpacked) }

    /// Every page written, in no particular order (made as it is read).
    var written: some Sequence<(page: ExportPage, written: Written)> {
        pages.lazy.compactMap { page, packed in packed.map { (page, unpacked($0)) } }
    }

    private func unpacked(_ packed: Packed) -> Written {
        Written(mediaType: mediaTypes[Int(packed.mediaType)], bytes: packed.bytes, sha256: packed.hasChecksum ? packed.sha256 : nil)
    }

    /// The value equal to `value` already in `values`, or `value`, then added.
    private static func shared<Value: Hashable>(_ value: Value, in values: inout Set<Value>) -> Value {
        if let index = values.firstIndex(of: value) { return values[index] }
        values.insert(value)
        return value
    }
}

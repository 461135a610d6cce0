import MicroHTTP

/// What one thread of an export remembers of the links it has read: for a link as written, on
/// a page with a given folder (for a relative link) and choices, the page it leads to, and the
/// exported link to that page's file for the media type it was last made for. The navigation,
/// stylesheets and assets every page links to are then read, and their files named, once per
/// thread instead of once per page. Whether the target is written, failed or waiting is still
/// asked of the page store each time: only what follows from the link alone is remembered.
///
/// Used by one thread only (see ``ExportRenderer/linkMemos``), so it takes no lock. Holds at
/// most `capacity` links (``defaultCapacity`` unless told): when it is full, it is emptied
/// before the next one is kept.
final class ExportLinkMemo: @unchecked Sendable {
    /// A link as written and what its reading depends on.
    struct Key: Hashable {
        let reference: String
        /// The path of the page it is on, for a relative link; empty for one from the root.
        let base: String
        /// The choices a guide page's links inherit; nil on other pages.
        let choices: [QueryItems.Item]?

        /// The key of `reference` on `page`.
        init(_ reference: String, on page: ExportPage) {
            self.reference = reference
            var utf8 = reference.utf8.makeIterator()
            let fromRoot = utf8.next() == UInt8(ascii: "/") && utf8.next() != UInt8(ascii: "/")
            base = fromRoot ? "" : page.path
            choices = page.kind == .guide || page.kind == .twin ? page.choices : nil
        }
    }

    /// What a link was read as.
    struct Entry {
        /// The page it leads to; nil when it leaves the site or only a server answers it.
        let target: ExportPage?
        /// Its fragment with the `#`, or empty.
        let fragment: String
        /// The type the target's file is guessed to have while it is not rendered yet (``ExportLinkResolver/expectedMediaType(of:)``).
        var expected: MediaType? = nil
        /// The exported link to the target's file (without the fragment) and the media type it was made for.
        var file: (mediaType: MediaType?, link: String)?
    }

    /// How many links a thread keeps unless told otherwise: a few megabytes.
    static let defaultCapacity = 16_384

    /// The most links kept at once.
    let capacity: Int
    private var entries: [Key: Entry] = [:]

    /// An empty memo of at most `capacity` links (at least one).
    init(capacity: Int = ExportLinkMemo.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// How many links it holds.
    var count: Int { entries.count }

    /// What the link of `key` was read as, if it is kept.
    subscript(key: Key) -> Entry? { entries[key] }

    /// Keeps `entry` for `key`, emptying the memo first when it is full.
    func keep(_ entry: Entry, for key: Key) {
        if entries.count >= capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
    }
}

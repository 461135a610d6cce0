import MicroHTTP

/// What one thread of an export remembers of the links it has read: for a link as written, on
/// a page with a given folder (for a relative link) and choices, the page it leads to, and the
/// exported link to that page's file for the media type it was last made for. The navigation,
/// stylesheets and assets every page links to are then read, and their files named, once per
/// thread instead of once per page. Whether the target is written, failed or waiting is still
/// asked of the page store each time: only what follows from the link alone is remembered.
///
/// Used by one thread only (see ``ExportRenderer/linkMemos``), so it takes no lock. Holds at
/// most `capacity` links (``defaultCapacity`` unless told), in two generations of at most half
/// that each: links are kept in the recent one; when it is full it becomes the older one (the
/// older one forgotten) and a new recent one starts; a link found in the older generation moves
/// back to the recent one. So a link read on every page (the navigation's, the stylesheet's)
/// stays however many links that appear once (a page's own previews, its switcher's choices)
/// pass through, where emptying the whole memo when full forgot those too: with ten times the
/// pages in an export, that made a page's links cost more the more pages there were.
final class ExportLinkMemo: @unchecked Sendable {
    /// A link as written and what its reading depends on.
    struct Key: Hashable {
        let reference: String
        /// The path of the page it is on, for a relative link; empty for one from the root.
        let base: String
        /// The choices a guide page's links inherit; nil on other pages.
        let choices: [QueryItems.Item]?
        /// The hash of the three, made once: a link not kept is looked up in both generations and kept.
        private let fingerprint: Int

        /// The key of `reference` on `page`.
        init(_ reference: String, on page: ExportPage) {
            self.reference = reference
            var utf8 = reference.utf8.makeIterator()
            let fromRoot = utf8.next() == UInt8(ascii: "/") && utf8.next() != UInt8(ascii: "/")
            base = fromRoot ? "" : page.path
            choices = page.kind == .guide || page.kind == .twin ? page.choices : nil
            var hasher = Hasher()
            hasher.combine(reference)
            hasher.combine(base)
            hasher.combine(choices)
            fingerprint = hasher.finalize()
        }

        /// Equal keys have equal fingerprints; keys whose fingerprints differ are told apart at once.
        static func == (a: Key, b: Key) -> Bool {
            a.fingerprint == b.fingerprint && a.reference == b.reference && a.base == b.base && a.choices == b.choices
        }

        /// Hashes the fingerprint alone.
        func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }
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
    /// The most links a generation holds: half the capacity, at least one.
    private let generation: Int
    /// The links kept or read since the last turn of the generations.
    private var recent: [Key: Entry] = [:]
    /// The links of the generation before: forgotten at the next turn unless read again.
    private var older: [Key: Entry] = [:]

    /// An empty memo of at most `capacity` links (at least one).
    init(capacity: Int = ExportLinkMemo.defaultCapacity) {
        self.capacity = max(1, capacity)
        generation = max(1, self.capacity / 2)
    }

    /// How many links it holds.
    var count: Int { recent.count + older.count }

    /// What the link of `key` was read as, if it is kept; found in the older generation, it moves to the recent one.
    func entry(for key: Key) -> Entry? {
        if let entry = recent[key] { return entry }
        guard let entry = older.removeValue(forKey: key) else { return nil }
        keep(entry, for: key)
        return entry
    }

    /// Keeps `entry` for `key` in the recent generation, which first becomes the older one when it is full.
    func keep(_ entry: Entry, for key: Key) {
        if recent[key] == nil {
            older[key] = nil
            if recent.count >= generation {
                if capacity == 1 { older = [:] } else { swap(&older, &recent) }
                recent.removeAll(keepingCapacity: true)
            }
        }
        recent[key] = entry
    }
}

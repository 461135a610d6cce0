/// One thread's memo of the private forms of `Cache-Control` and `Vary` (see ``PrivateCaching``):
/// the last few pairs of fields marked and what they became.
///
/// Only its own thread reads or writes it (`@unchecked`). A few entries, not one, so that answers
/// of different policies taken in turn (pages, then the guide's assets) do not replace each other.
final class PrivateFieldMemo: @unchecked Sendable {
    private struct Entry {
        let cacheControl: String?
        let vary: [String]
        let marked: (cacheControl: String, vary: String)
    }

    /// How many pairs are kept.
    static let capacity = 4
    private var entries: [Entry] = []
    /// Where the next new entry goes once the memo is full.
    private var next = 0

    /// The private forms of `cacheControl` and `vary`: remembered ones, or `mark`'s, then remembered.
    func marked(cacheControl: String?, vary: [String],
                _ mark: () -> (cacheControl: String, vary: String)) -> (cacheControl: String, vary: String) {
        for entry in entries where entry.cacheControl == cacheControl && entry.vary == vary { return entry.marked }
        let entry = Entry(cacheControl: cacheControl, vary: vary, marked: mark())
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return entry.marked
    }
}

import DesignSystem
import DesignTokens

/// Styles looked up once and kept for one Snapshot: the previews of every sample of a variant,
/// its style lookup and the component page that shows it all need the same lookup, which
/// depends only on the component, style, size, state, permutation and the canvas colour
/// contrast is measured on (the styles and tokens of a Snapshot never change).
///
/// Holds at most `capacity` lookups (``defaultCapacity`` unless told): when it is full, it is
/// emptied before the next one is kept, so its memory has a bound whatever is asked.
final class ResolvedStyleCache: Sendable {
    /// What a lookup depends on.
    struct Key: Hashable, Sendable {
        let component: ComponentName
        let style: StyleName
        let size: ComponentSize
        let state: ComponentState
        let permutation: Permutation
        /// The canvas colour, for a pair whose background is not set; nil for none.
        let surface: ColorValue?
    }

    /// How many lookups are kept unless told otherwise: every variant of the bundled Config in
    /// every permutation is about a thousand, each a few kilobytes.
    static let defaultCapacity = 4096

    /// The lookups, kept by count alone (each is a few kilobytes, fixed by the Config, not by a request).
    private let entries: SizedCache<Key, ResolvedStyle>

    /// The most lookups kept at once.
    var capacity: Int { entries.capacity }

    /// An empty cache of at most `capacity` lookups (at least one).
    init(capacity: Int = ResolvedStyleCache.defaultCapacity) {
        entries = SizedCache(capacity: capacity, byteCapacity: 0)
    }

    /// How many lookups it holds.
    var count: Int { entries.count }

    /// The lookup of `key`: kept, else made by `resolve` (outside the lock) and kept. A nil
    /// answer (an unknown style, a missing permutation) is not kept.
    func resolved(_ key: Key, _ resolve: () -> ResolvedStyle?) -> ResolvedStyle? {
        if let kept = entries.kept(key) { return kept }
        guard let made = resolve() else { return nil }
        entries.keep(made, for: key, bytes: 0)
        return made
    }
}

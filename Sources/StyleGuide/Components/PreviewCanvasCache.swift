import DesignSystem
import Synchronization

/// The canvases of the previews drawn so far for one Snapshot: each the `<main>` that holds a
/// component rendered with a sample in a styling, with the preview settings' modifiers (or why
/// the render stopped). A component is a pure function of its content and its styling, so the
/// previews of a variant in every permutation whose styling is the same (the light, dark and
/// `auto` previews of a style that binds tokens by their custom properties) draw one canvas;
/// only their stylesheets differ, and those are not in it.
///
/// Holds at most `capacity` canvases (``defaultCapacity`` unless told): when it is full, it is
/// emptied before the next one is kept, so its memory has a bound whatever is asked.
final class PreviewCanvasCache: Sendable {
    /// What a canvas depends on.
    struct Key: Hashable, Sendable {
        let component: ComponentName
        /// The sample set's name; nil for none.
        let sample: String?
        let styling: ComponentStyling
    }

    /// How many canvases are kept unless told otherwise: every variant of the bundled Config with
    /// its default sample is about two thousand, each a kilobyte or two of nodes.
    static let defaultCapacity = 1024

    /// The most canvases kept at once.
    let capacity: Int
    private let entries = Mutex<[Key: Result<Node, RenderRefusal>]>([:])

    /// An empty cache of at most `capacity` canvases (at least one).
    init(capacity: Int = PreviewCanvasCache.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// How many canvases it holds.
    var count: Int { entries.withLock { $0.count } }

    /// The canvas of `key`: kept, else drawn by `draw` (outside the lock) and kept, a refusal as well.
    func canvas(_ key: Key, _ draw: () -> Result<Node, RenderRefusal>) -> Result<Node, RenderRefusal> {
        if let kept = entries.withLock({ $0[key] }) { return kept }
        let drawn = draw()
        entries.withLock { entries in
            if entries.count >= capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = drawn
        }
        return drawn
    }
}

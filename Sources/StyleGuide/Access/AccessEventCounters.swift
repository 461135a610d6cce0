import CoreMetrics
import Synchronization

/// `swatchbook_access_events_total` in `/metrics`: access events by kind and by how the reader
/// was (or was not) recognised; a counter is made the first time its pair is seen.
final class AccessEventCounters: Sendable {
    private let factory: any MetricsFactory
    private let counters = Mutex<[String: CoreMetrics.Counter]>([:])

    /// Counters made by `factory` (the application's own registry).
    init(factory: any MetricsFactory) {
        self.factory = factory
    }

    /// Counts one event of `kind` for a reader recognised by `method` (`none` when nobody was).
    func count(_ kind: AccessEventKind, method: ReaderMethod?) {
        let methodName = method?.rawValue ?? "none"
        let key = kind.rawValue + "\u{0}" + methodName
        let counter = counters.withLock { counters in
            if let known = counters[key] { return known }
            let made = CoreMetrics.Counter(label: MetricNames.accessEvents, dimensions: [("kind", kind.rawValue), ("method", methodName)],
                                           factory: factory)
            counters[key] = made
            return made
        }
        counter.increment()
    }
}

/// The route pattern the router matched for the request the calling thread is answering.
///
/// Handlers run synchronously on the server's threads, one request at a time per thread, so a
/// per-thread slot carries the match from the ``Router`` (deep in the chain) out to the
/// ``AccessLog`` (its outermost wrapper) without a field in every response, and whether the
/// route answered or threw.
@usableFromInline enum MatchedRoute {
    /// The calling thread's slot: only that thread reads or writes it (`@unchecked`).
    final class Slot: @unchecked Sendable {
        /// The index of the matched pattern in ``Router/patterns``; -1 for none.
        var pattern = -1
    }

    /// One slot per server thread.
    static let slots = PerThread { Slot() }

    /// Forgets the calling thread's last match, before a request is answered.
    @usableFromInline static func clear() {
        slots.withCurrent { $0.pattern = -1 }
    }

    /// Records that the router matched the pattern at `index`.
    static func record(_ index: Int) {
        slots.withCurrent { $0.pattern = index }
    }

    /// The pattern matched since the last ``clear()``, nil for none.
    @usableFromInline static var current: Int? {
        slots.withCurrent { $0.pattern < 0 ? nil : $0.pattern }
    }
}

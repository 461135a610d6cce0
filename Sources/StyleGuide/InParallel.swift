import Dispatch

/// Runs `first` and `second` at the same time, on two threads, and returns both results when
/// both are done: two pieces of independent work (such as a Config's tokens and its docs).
func inParallel<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let (a, b, _) = inParallel(first, second, {})
    return (a, b)
}

/// Runs `first`, `second` and `third` at the same time, on as many threads as the machine gives,
/// and returns the three results when all are done: three pieces of independent work.
func inParallel<A: Sendable, B: Sendable, C: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B,
                                                      _ third: @Sendable () -> C) -> (A, B, C) {
    nonisolated(unsafe) var a: A?
    nonisolated(unsafe) var b: B?
    nonisolated(unsafe) var c: C?
    // Each iteration writes its own variable; concurrentPerform returns after all three.
    DispatchQueue.concurrentPerform(iterations: 3) { index in
        switch index {
        case 0: a = first()
        case 1: b = second()
        default: c = third()
        }
    }
    return (a!, b!, c!)
}

import Dispatch

/// Runs `first` and `second` at the same time, on two threads, and returns both results when
/// both are done: two pieces of independent work (such as a Config's tokens and its docs).
func inParallel<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    nonisolated(unsafe) var a: A?
    nonisolated(unsafe) var b: B?
    // Each iteration writes its own variable; concurrentPerform returns after both.
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { a = first() } else { b = second() }
    }
    return (a!, b!)
}

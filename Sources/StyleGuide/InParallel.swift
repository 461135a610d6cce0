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
    let (a, b, c) = inParallel(first, second, mapping: [()]) { _ in third() }
    return (a, b, c[0])
}

/// Runs `first`, `second` and `transform` of each of `items` at the same time, and returns the
/// results when all are done, those of `items` in their order.
///
/// `first` (start-up's tokens) runs on a thread of its own, outside any parallel loop, so the
/// work it splits itself (a `concurrentMap` per permutation) may spread over every core:
/// libdispatch gives a parallel loop nested in another only the cores divided by the outer loop's
/// iterations, one thread as soon as those are as many as the cores. `second` (the templates
/// then the styles) and the items (each docs page) are the iterations of one parallel loop on
/// the calling thread: each core takes the next one not yet begun, so the small pieces fill
/// whichever thread is free.
func inParallel<A: Sendable, B: Sendable, Item: Sendable, T: Sendable>(
    _ first: @Sendable () -> A, _ second: @Sendable () -> B,
    mapping items: [Item], _ transform: @Sendable (Item) -> T
) -> (A, B, [T]) {
    nonisolated(unsafe) var a: A?
    nonisolated(unsafe) var b: B?
    let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: items.count)
    slots.initialize(repeating: nil)
    defer {
        slots.deinitialize()
        slots.deallocate()
    }
    nonisolated(unsafe) let results = slots
    // `first` is waited for before this function returns, so it may be run as escaping.
    withoutActuallyEscaping(first) { first in
        nonisolated(unsafe) let first = first
        let firstDone = DispatchGroup()
        DispatchQueue.global().async(group: firstDone) { a = first() }
        // Each iteration writes its own variable or slot; concurrentPerform returns after all of them,
        // and hands out the iterations in order to the threads as they come free.
        DispatchQueue.concurrentPerform(iterations: 1 + items.count) { index in
            if index == 0 { b = second() } else { results[index - 1] = transform(items[index - 1]) }
        }
        firstDone.wait()
    }
    return (a!, b!, slots.map { $0! })
}

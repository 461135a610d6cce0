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
/// Each of the machine's cores takes the next piece not yet begun (`first`, then `second`, then
/// the items in order), so the small pieces of `items` fill whichever thread the two large ones
/// leave free: start-up's tokens and styles, then each docs page. Work split inside `first` or
/// `second` (a `concurrentMap`) would not spread: libdispatch runs a parallel loop nested in
/// another on the thread that reached it.
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
    // Each iteration writes its own variable or slot; concurrentPerform returns after all of them,
    // and hands out the iterations in order to the threads as they come free.
    DispatchQueue.concurrentPerform(iterations: 2 + items.count) { index in
        switch index {
        case 0: a = first()
        case 1: b = second()
        default: results[index - 2] = transform(items[index - 2])
        }
    }
    return (a!, b!, slots.map { $0! })
}

import Dispatch

extension Array where Element: Sendable {
    /// `map`, with the elements transformed on as many threads as the machine has cores; the
    /// results keep the elements' order. For independent, sizeable work such as resolving the
    /// permutations of a token system.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let results = slots
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results[index] = transform(self[index])
        }
        return slots.map { $0! }
    }
}

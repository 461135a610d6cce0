import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` on several threads; the results keep the elements' order, so the outcome is the same
    /// for any number of threads.
    ///
    /// With `workers` nil, every element is a task of its own and the system spreads them over
    /// the cores (independent, sizeable work such as resolving a token system's permutations);
    /// otherwise `workers` threads each take the next element until none is left.
    public func concurrentMap<T: Sendable>(workers: Int? = nil, _ transform: @Sendable (Element) -> T) -> [T] {
        let workers = Swift.max(1, Swift.min(workers ?? count, count))
        guard workers > 1 else { return map(transform) }
        let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let results = slots
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                results[index] = transform(self[index])
            }
        }
        return slots.map { $0! }
    }
}

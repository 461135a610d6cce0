import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` on `workers` threads, each taking the next element until none is left; the results
    /// keep the elements' order, so the outcome is the same for any number of workers.
    func parallelMap<T: Sendable>(workers: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        let workers = Swift.max(1, Swift.min(workers, count))
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

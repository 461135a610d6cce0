import Synchronization

/// A fixed number of counters that one thread adds to and any thread reads: a server thread's
/// share of the request metrics (see ``RouteMetrics``).
///
/// Only the owning thread writes, so adding is a plain load and store of the cell (no locked
/// instruction, no lock) and no other thread ever writes the cache lines it holds; a reader (a
/// scrape of `/metrics`) loads each cell atomically, and may see one request half counted.
final class ThreadCounts: @unchecked Sendable {
    private let cells: UnsafeMutablePointer<Atomic<Int>>
    /// The number of counters.
    let count: Int

    /// `count` counters at zero.
    init(count: Int) {
        self.count = count
        cells = .allocate(capacity: max(count, 1))
        for index in 0..<count { (cells + index).initialize(to: Atomic(0)) }
    }

    deinit {
        cells.deinitialize(count: count)
        cells.deallocate()
    }

    /// Adds `amount` to the counter at `index`; only the owning thread may call this.
    @inline(__always) func add(_ amount: Int, at index: Int) {
        cells[index].store(cells[index].load(ordering: .relaxed) &+ amount, ordering: .relaxed)
    }

    /// Adds `amount` to the counter at `index` so that a reader which sees it with
    /// ``value(at:)`` also sees every addition this thread made before; only the owning thread may call this.
    @inline(__always) func addLast(_ amount: Int, at index: Int) {
        cells[index].store(cells[index].load(ordering: .relaxed) &+ amount, ordering: .releasing)
    }

    /// The counter at `index` now, from any thread.
    func value(at index: Int) -> Int { cells[index].load(ordering: .acquiring) }
}

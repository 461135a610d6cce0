import Synchronization

/// A fixed number of objects, each made on its first use and kept: reading one already made is
/// one atomic load, with no lock and no reference counted.
///
/// For metric series whose labels are known in advance but of which few are ever used (route ×
/// method × status class): only the ones used are made, and so only they appear in `/metrics`.
final class LazySlots<Value: AnyObject & Sendable>: Sendable {
    private final class Cell: Sendable {
        let value = Atomic<Unmanaged<Value>?>(nil)
    }

    private let cells: [Cell]
    /// Every value made, which keeps them alive (the cells hold them unretained).
    private let made = Mutex<[Value]>([])
    private let make: @Sendable (Int) -> Value

    /// `count` slots, the one at index `i` made by `make(i)` on first use.
    init(count: Int, make: @escaping @Sendable (Int) -> Value) {
        cells = (0..<count).map { _ in Cell() }
        self.make = make
    }

    /// The number of slots.
    var count: Int { cells.count }

    /// Calls `body` with the value at `index`, made now if it is the first use, lent without
    /// counting a reference.
    @inline(__always) func withValue<Result>(at index: Int, _ body: (Value) -> Result) -> Result {
        if let value = cells[index].value.load(ordering: .acquiring) {
            return value._withUnsafeGuaranteedRef(body)
        }
        return body(slowValue(at: index))
    }

    private func slowValue(at index: Int) -> Value {
        made.withLock { made in
            if let value = cells[index].value.load(ordering: .acquiring) { return value.takeUnretainedValue() }
            let value = make(index)
            made.append(value)
            cells[index].value.store(.passUnretained(value), ordering: .releasing)
            return value
        }
    }
}

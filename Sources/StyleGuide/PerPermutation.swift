import DesignTokens
import Synchronization

/// A value made once per permutation of a Snapshot's tokens and kept, such as the CSS variable
/// names of its token set, which every token page in that permutation needs.
///
/// Holds at most `capacity` values: when it is full, it is emptied before the next one is
/// kept, so a token system of many permutations cannot fill memory with them.
final class PerPermutation<Value: Sendable>: Sendable {
    /// The most values kept at once.
    let capacity: Int
    private let values = Mutex<[Permutation: Value]>([:])

    /// An empty store of at most `capacity` values (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many values it holds.
    var count: Int { values.withLock { $0.count } }

    /// The value of `permutation`: kept, else made by `make` (outside the lock) and kept.
    func value(for permutation: Permutation, _ make: () -> Value) -> Value {
        if let kept = values.withLock({ $0[permutation] }) { return kept }
        let made = make()
        values.withLock { values in
            if values.count >= capacity, values[permutation] == nil { values.removeAll(keepingCapacity: true) }
            values[permutation] = made
        }
        return made
    }
}

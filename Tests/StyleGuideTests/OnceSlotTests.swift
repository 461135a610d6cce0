import Foundation
import Synchronization
import Testing
@testable import StyleGuide

/// A slot makes its value once, however many threads ask for it first.
@Suite("OnceSlot")
struct OnceSlotTests {
    @Test("empty until first use; then the same value, made once, for every reader")
    func once() {
        let slot = OnceSlot<[Int]>()
        #expect(slot.madeValue == nil)
        let made = Atomic<Int>(0)
        let results = Mutex<[[Int]]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let value = slot.value {
                made.add(1, ordering: .relaxed)
                usleep(2000)
                return Array(0..<100)
            }
            results.withLock { $0.append(value) }
        }
        #expect(made.load(ordering: .relaxed) == 1)
        #expect(results.withLock { $0.count == 64 && $0.allSatisfy { $0 == Array(0..<100) } })
        #expect(slot.madeValue == Array(0..<100))
    }

    @Test("a value made as nil is kept as made")
    func madeNil() {
        let slot = OnceSlot<Int?>()
        var calls = 0
        #expect(slot.value { calls += 1; return nil } == nil)
        #expect(slot.value { calls += 1; return 1 } == nil)
        #expect(calls == 1)
        #expect(slot.madeValue != nil)
    }
}

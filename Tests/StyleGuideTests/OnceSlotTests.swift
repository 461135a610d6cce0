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

/// A cache of slots keeps at most its capacity, dropping the key least recently asked for.
@Suite("OnceCache")
struct OnceCacheTests {
    @Test("past its capacity the least recently used key goes; a key kept in use is never made again")
    func leastRecentlyUsed() {
        let cache = OnceCache<Int, Int>(capacity: 3)
        var makes: [Int] = []
        func ask(_ key: Int) -> Int { cache.value(for: key) { makes.append(key); return key * 10 } }
        #expect([1, 2, 3].map(ask) == [10, 20, 30])
        for key in 4...20 {
            #expect(ask(1) == 10, "the key in use stays")
            #expect(ask(key) == key * 10)
        }
        #expect(makes == [1, 2, 3] + Array(4...20), "1 made once; every other key once")
        #expect(cache.count == 3)
        #expect(cache.madeValue(for: 1) == 10)
        #expect(cache.madeValue(for: 20) == 200)
        #expect(cache.madeValue(for: 19) == 190)
        #expect(cache.madeValue(for: 18) == nil, "18 was the least recently asked for when 20 came")
        #expect(cache.madeValue(for: 2) == nil)
    }
}

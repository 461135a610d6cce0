import Foundation
import MicroHTTP
import Synchronization
import Testing

@Suite("PerThread: one value per thread")
struct PerThreadTests {
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test("a thread gets the same value every time (as current or lent), another thread its own, and all lists each once")
    func valuesPerThread() {
        let made = Atomic<Int>(0)
        let perThread = PerThread { made.add(1, ordering: .relaxed); return Counter() }
        let threads = 4, rounds = 1000
        let seen = Mutex<[ObjectIdentifier]>([])
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                // The first use is lent, before any `current`: it must make the value too.
                let first = perThread.withCurrent { $0 }
                for round in 0..<rounds {
                    if round.isMultiple(of: 2) { perThread.current.count += 1 } else { perThread.withCurrent { $0.count += 1 } }
                }
                #expect(perThread.current === first)
                #expect(perThread.withCurrent { $0 === first })
                seen.withLock { $0.append(ObjectIdentifier(first)) }
                group.leave()
            }
        }
        group.wait()
        #expect(made.load(ordering: .relaxed) == threads)
        #expect(Set(seen.withLock { $0 }).count == threads)
        let all = perThread.all
        #expect(Set(all.map(ObjectIdentifier.init)) == Set(seen.withLock { $0 }))
        #expect(all.allSatisfy { $0.count == rounds }, "each thread counted on its own value only")
    }

    @Test("two PerThread objects give one thread two separate values")
    func separateKeys() {
        let first = PerThread { Counter() }, second = PerThread { Counter() }
        first.current.count = 1
        second.current.count = 2
        #expect(first.current.count == 1)
        #expect(second.current.count == 2)
    }
}

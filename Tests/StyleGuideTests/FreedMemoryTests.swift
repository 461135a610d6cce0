import Testing
@testable import StyleGuide

/// Memory is given back through the allocator that holds it: on Linux the tests, like `swatchbook`,
/// allocate with mimalloc (Package.swift), whose free memory glibc's `malloc_trim` would not reach.
@Suite struct FreedMemoryTests {
    #if os(Linux)
    @Test("on Linux it calls mimalloc's mi_collect, the allocator the program runs on")
    func mimallocCollects() {
        #expect(FreedMemory.callName == "mi_collect")
    }
    #endif

    @Test("giving memory back now and soon leaves what is in use untouched")
    func inUseStays() {
        let kept = [UInt8](repeating: 7, count: 1 << 20)
        var dropped: [[UInt8]]? = (0..<64).map { _ in [UInt8](repeating: 1, count: 1 << 16) }
        #expect(dropped?.count == 64)
        dropped = nil
        FreedMemory.giveBackNowAndSoon()
        FreedMemory.giveBack()
        #expect(kept.allSatisfy { $0 == 7 } && dropped == nil)
    }
}

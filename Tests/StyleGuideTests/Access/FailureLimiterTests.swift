import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("The per-address failure limit")
struct FailureLimiterTests {
    static let start = ContinuousClock.now
    static let one = PeerAddress("10.0.0.1")!
    static let other = PeerAddress("10.0.0.2")!

    @Test("an address is limited after its failures in a minute, until the minute is over", arguments: [1, 3, 20])
    func limited(failures: Int) {
        var limits = AccessLimits()
        limits.failuresPerMinute = failures
        let limiter = FailureLimiter()
        for index in 0..<failures {
            #expect(limiter.retryAfterSeconds(for: Self.one, limits: limits, now: Self.start) == nil, "before failure \(index + 1)")
            limiter.fail(Self.one, limits: limits, now: Self.start)
        }
        #expect(limiter.retryAfterSeconds(for: Self.one, limits: limits, now: Self.start) == 60)
        #expect(limiter.retryAfterSeconds(for: Self.one, limits: limits, now: Self.start + .milliseconds(59_500)) == 1)
        #expect(limiter.retryAfterSeconds(for: Self.one, limits: limits, now: Self.start + .seconds(60)) == nil)
        #expect(limiter.retryAfterSeconds(for: Self.other, limits: limits, now: Self.start) == nil)
    }

    @Test("a failure after the window starts a new one")
    func newWindow() {
        var limits = AccessLimits()
        limits.failuresPerMinute = 2
        let limiter = FailureLimiter()
        limiter.fail(Self.one, limits: limits, now: Self.start)
        limiter.fail(Self.one, limits: limits, now: Self.start + .seconds(61))
        #expect(limiter.retryAfterSeconds(for: Self.one, limits: limits, now: Self.start + .seconds(61)) == nil)
    }

    @Test("a flood of failing addresses is held to the tracked limit, the oldest forgotten first")
    func bounded() {
        var limits = AccessLimits()
        limits.failuresPerMinute = 1
        limits.trackedAddresses = 100
        let limiter = FailureLimiter()
        for index in 0..<5_000 {
            let address = PeerAddress(bytes: [10, UInt8(index >> 16), UInt8((index >> 8) & 0xFF), UInt8(index & 0xFF)])!
            limiter.fail(address, limits: limits, now: Self.start)
        }
        #expect(limiter.trackedCount == 100)
        #expect(limiter.retryAfterSeconds(for: PeerAddress("10.0.0.0")!, limits: limits, now: Self.start) == nil)
        #expect(limiter.retryAfterSeconds(for: PeerAddress("10.0.19.135")!, limits: limits, now: Self.start) == 60)
    }
}

import Glibc

/// Readings of the monotonic clock in nanoseconds: plain integers, cheap to take and compare.
@usableFromInline enum MonotonicTime {
    /// Now, as precisely as the clock tells: for timing a request.
    @usableFromInline static func now() -> Int { reading(CLOCK_MONOTONIC) }

    /// Now, to within a few milliseconds, for a smaller price (no hardware counter is read):
    /// for deadlines a second or so away.
    static func coarseNow() -> Int { reading(CLOCK_MONOTONIC_COARSE) }

    /// Nanoseconds in `duration` (negative durations count as zero).
    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(0, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    private static func reading(_ clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}

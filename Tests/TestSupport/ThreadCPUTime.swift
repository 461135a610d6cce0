#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread has used: what a test of an algorithm's growth measures.
///
/// A test that holds work to a wall-clock limit fails when the machine is busy rather than when the
/// work grows: `make test` runs the Swift tests beside the browser and contract suites on two cores,
/// and Swift Testing starts every test at once, so a test can wait minutes for a thread before its
/// first step (a one-minute limit failed so, on work of 50 ms). The calling thread's own time counts
/// only the steps it takes, however long it waits for a core.
public enum ThreadCPUTime {
    /// The processor time the calling thread has used since it started.
    public static var now: Duration {
        var time = timespec()
        // A clock that could not be read would make every measurement 0 and every growth test pass.
        precondition(clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0, "the thread's CPU clock cannot be read")
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// The processor time the calling thread spends in `work`.
    public static func of(_ work: () throws -> Void) rethrows -> Duration {
        let start = now
        try work()
        return now - start
    }

    /// The least of `runs` measurements of `work`: the run the rest of the machine disturbed least.
    public static func least(of runs: Int, _ work: () throws -> Void) rethrows -> Duration {
        var least = Duration.seconds(Int64.max)
        for _ in 0..<max(runs, 1) { least = min(least, try of(work)) }
        return least
    }

    /// How many times the processor time of `work` at `large` is its time at `small`, each the
    /// least of three runs: about `large / small` for linear work, its square for quadratic work.
    public static func growth(from small: Int, to large: Int, _ work: (Int) throws -> Void) rethrows -> Double {
        let smallTime = try least(of: 3) { try work(small) }
        let largeTime = try least(of: 3) { try work(large) }
        return largeTime / max(smallTime, .microseconds(1))
    }
}

import Glibc

/// The CPU time the process has used so far (user and system, every thread): what start-up cost
/// beside how long it took, in `serve --log-level debug`'s start-up line.
enum StartupCPU {
    /// User and system time of the whole process until now.
    static var used: Duration {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return .zero }
        let microseconds = (Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec)) * 1_000_000
            + Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec)
        return .microseconds(microseconds)
    }
}

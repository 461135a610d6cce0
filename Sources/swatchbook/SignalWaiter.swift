import Glibc

/// Turns SIGHUP, SIGINT and SIGTERM into calls on the main thread, in order.
///
/// The signals are blocked when this is created — first thing in `serve`, before the logging
/// timer or any server thread starts, so every thread inherits the mask — and are then received
/// synchronously with `sigwait`.
struct SignalWaiter {
    /// What a signal asks for.
    enum Request {
        /// SIGHUP: load the Config again.
        case reload
        /// SIGINT or SIGTERM: stop serving and exit.
        case stop
    }

    private var set = sigset_t()

    /// Blocks the signals for this thread and every thread started after.
    init() {
        sigemptyset(&set)
        for signal in [SIGHUP, SIGINT, SIGTERM] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        Glibc.signal(SIGPIPE, SIG_IGN)
    }

    /// Waits for signals and hands each to `handle` until it returns false.
    func wait(_ handle: (Request) -> Bool) {
        var mask = set
        while true {
            var received: Int32 = 0
            guard sigwait(&mask, &received) == 0 else { continue }
            if !handle(received == SIGHUP ? .reload : .stop) { return }
        }
    }
}

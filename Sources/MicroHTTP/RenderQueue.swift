import Glibc
import Synchronization

/// The server's render threads and the requests waiting for them (see ``SlowWork``).
///
/// A place is reserved before a request is queued: at most ``Limits/renderThreads`` requests are
/// rendered at once and ``Limits/queuedRenders`` more wait, so slow work holds a bounded number of
/// threads and of requests in memory whatever the load; past that, requests are refused.
final class RenderQueue: Sendable {
    /// Render threads plus waiting places.
    let places: Int
    /// Places taken: requests queued, being rendered, or about to be queued.
    private let reserved = Atomic<Int>(0)
    private let jobs = Mutex(Jobs())
    /// Counts the queued jobs (and, once stopping, wakes every thread to end).
    private let ready: Semaphore
    /// How many render threads there are.
    private let threads: Int

    /// The jobs waiting, first in first out, and whether the threads are to end.
    private struct Jobs {
        var waiting: [Job] = []
        var next = 0
        var stopping = false

        /// The next job, if any; the array is compacted once half of it has been taken.
        mutating func pop() -> Job? {
            guard next < waiting.count else { return nil }
            let job = waiting[next]
            next += 1
            if next == waiting.count || next > 64 && next * 2 > waiting.count {
                waiting.removeFirst(next)
                next = 0
            }
            return job
        }
    }

    /// Starts `threads` render threads with `queued` waiting places.
    init(threads: Int, queued: Int) {
        self.threads = threads
        places = threads + queued
        ready = Semaphore()
        for _ in 0..<threads {
            Thread.detach { [self] in work() }
        }
    }

    /// Takes a place for one request; false when all are taken.
    func reserve() -> Bool {
        var current = reserved.load(ordering: .relaxed)
        while current < places {
            let (exchanged, found) = reserved.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = found
        }
        return false
    }

    /// Gives back a place taken by ``reserve()`` and not used.
    func release() { reserved.subtract(1, ordering: .relaxed) }

    /// One request's slow work, and who takes its answer.
    private struct Job {
        let work: @Sendable () -> Response
        let deliver: @Sendable (Response) -> Void
    }

    /// Runs `work` on a render thread, in a place already reserved, then gives the place back and
    /// hands the answer to `deliver` (in that order: a client sending its next request as soon
    /// as it has the answer finds the place free). After ``stop()`` nothing is run (the place is
    /// given back) and this returns false.
    func submit(_ work: @escaping @Sendable () -> Response, then deliver: @escaping @Sendable (Response) -> Void) -> Bool {
        let accepted = jobs.withLock { jobs -> Bool in
            guard !jobs.stopping else { return false }
            jobs.waiting.append(Job(work: work, deliver: deliver))
            return true
        }
        if accepted { ready.signal() } else { release() }
        return accepted
    }

    /// Requests reserved, queued or being rendered now.
    var busyPlaces: Int { reserved.load(ordering: .relaxed) }

    /// Lets each thread end after the job it is running; jobs still waiting are dropped (their
    /// requests are answered by whoever stops the server).
    func stop() {
        let dropped = jobs.withLock { jobs -> Int in
            jobs.stopping = true
            defer { jobs.waiting = []; jobs.next = 0 }
            return jobs.waiting.count - jobs.next
        }
        for _ in 0..<dropped { release() }
        for _ in 0..<threads { ready.signal() }
    }

    /// A render thread's life: wait for a job, run it, give its place back, deliver its answer.
    private func work() {
        while true {
            ready.wait()
            let (job, stopping) = jobs.withLock { jobs in (jobs.pop(), jobs.stopping) }
            if let job {
                let response = job.work()
                release()
                job.deliver(response)
            } else if stopping {
                return
            }
        }
    }
}

/// A counting semaphore (POSIX), for threads that wait for work.
final class Semaphore: @unchecked Sendable {
    private let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

    /// A semaphore at zero.
    init() { sem_init(semaphore, 0, 0) }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    /// Adds one.
    func signal() { sem_post(semaphore) }

    /// Waits until it can take one.
    func wait() { while sem_wait(semaphore) != 0 && errno == EINTR {} }
}

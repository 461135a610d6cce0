import Glibc
import Logging

/// The process's limit on open file descriptors, which bounds how many connections it can hold:
/// every connection is a socket, and a process out of descriptors cannot accept one more.
public struct DescriptorLimit: Sendable, Equatable {
    /// The limit in force (what `ulimit -n` shows).
    public var soft: Int
    /// How far the process may raise ``soft`` itself.
    public var hard: Int

    /// Creates a limit from its two values.
    public init(soft: Int, hard: Int) {
        self.soft = soft
        self.hard = hard
    }

    /// The process's limit now.
    public static var current: DescriptorLimit {
        var value = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &value)
        return DescriptorLimit(soft: Self.count(value.rlim_cur), hard: Self.count(value.rlim_max))
    }

    /// Raises the soft limit to the hard one (to the kernel's ceiling, `fs.nr_open`, when the hard
    /// limit is unlimited) and returns the limit then in force.
    public static func raiseToHard() throws(ServerError) -> DescriptorLimit {
        let before = current
        let target = before.hard == Int.max ? kernelCeiling : before.hard
        guard before.soft < target else { return before }
        var value = rlimit(rlim_cur: rlim_t(target), rlim_max: before.hard == Int.max ? rlim_t.max : rlim_t(before.hard))
        guard setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &value) == 0 else {
            let reason = String(cString: strerror(errno))
            throw ServerError(.descriptorLimit, "cannot raise the open-file limit from \(before.soft) to \(target): \(reason)")
        }
        return current
    }

    /// Descriptors kept for everything but client connections: the standard streams, the
    /// listening socket, an epoll instance and a wake-up descriptor per worker thread, files
    /// being served, the log, and `--watch`'s inotify.
    public static func reserve(threads: Int) -> Int { 64 + 2 * (threads + 1) }

    /// The connections this limit leaves room for beside ``reserve(threads:)`` (at least one).
    public func connectionsAllowed(threads: Int) -> Int { max(1, soft - Self.reserve(threads: threads)) }

    /// Raises the limit, then returns the connection limit to give libmicrohttpd: `asked`, or
    /// fewer when the descriptors do not allow that many, with a warning that says what to raise.
    static func connectionLimit(asked: Int, threads: Int, logger: Logger) -> Int {
        let limit: DescriptorLimit
        do {
            limit = try raiseToHard()
        } catch {
            logger.warning("\(error)")
            limit = current
        }
        let allowed = limit.connectionsAllowed(threads: threads)
        guard allowed < asked else { return asked }
        logger.warning("""
            holding at most \(allowed) connections, not the \(asked) of limits.connections: the process may open \
            \(limit.soft) files (ulimit -n; hard limit \(limit.hard == Int.max ? "unlimited" : String(limit.hard))) and \
            keeps \(reserve(threads: threads)) for itself; raise the limit (ulimit -n, LimitNOFILE= under systemd, \
            docker run --ulimit nofile=) to hold more
            """)
        return allowed
    }

    /// `fs.nr_open`, the most descriptors the kernel lets one process have.
    private static var kernelCeiling: Int {
        guard let file = fopen("/proc/sys/fs/nr_open", "r") else { return 1 << 20 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 32)
        guard fgets(&line, Int32(line.count), file) != nil,
              let value = Int(String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .filter(\.isNumber)), value > 0 else { return 1 << 20 }
        return value
    }

    private static func count(_ value: rlim_t) -> Int {
        value == rlim_t.max || value > rlim_t(Int.max) ? Int.max : Int(value)
    }
}

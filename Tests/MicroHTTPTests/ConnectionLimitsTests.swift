import Glibc
import HTTPTestSupport
import Logging
import Testing
@testable import MicroHTTP

/// Serialized: one test lowers the process's open-file limit, which the others read.
@Suite("Connection limits: descriptors, head deadlines, per-address limit", .serialized, .integration)
struct ConnectionLimitsTests {
    /// Sets the process's soft open-file limit (the hard one stays).
    static func setSoftDescriptorLimit(_ soft: Int) {
        var value = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &value)
        value.rlim_cur = rlim_t(soft)
        setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &value)
    }

    // Lowered to half the hard limit, never below 2,048: far above what the tests running beside
    // this one hold open.
    @Test("starting a server raises the open-file soft limit to the hard limit",
          .enabled(if: (4_096..<Int.max).contains(DescriptorLimit.current.hard)))
    func descriptorLimitRaised() throws {
        let hard = DescriptorLimit.current.hard
        Self.setSoftDescriptorLimit(max(2_048, hard / 2))
        try withServer(standardChain(helloRouter())) { (server: Server) throws in
            #expect(DescriptorLimit.current == DescriptorLimit(soft: hard, hard: hard))
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("the connections a descriptor limit allows leave room for the server's own files")
    func connectionsAllowed() {
        #expect(DescriptorLimit.reserve(threads: 4) == 74)
        #expect(DescriptorLimit(soft: 1_024, hard: 4_096).connectionsAllowed(threads: 4) == 950)
        #expect(DescriptorLimit(soft: 20_000, hard: 20_000).connectionsAllowed(threads: 2) == 19_930)
        #expect(DescriptorLimit(soft: 16, hard: 16).connectionsAllowed(threads: 2) == 1)
    }

    @Test("more connections than the descriptors allow are lowered to what they allow, with a warning saying what to raise")
    func connectionLimitSizedFromDescriptors() throws {
        var limits = Limits()
        limits.connections = 50_000_000
        let handler = CapturingLogHandler()
        try withServer(standardChain(helloRouter()), limits: limits, logger: Logger(label: "t", factory: { _ in handler })) { (server: Server) throws in
            let allowed = DescriptorLimit.current.connectionsAllowed(threads: 2)
            #expect(server.connectionLimit == allowed)
            let warning = handler.lines.withLock { $0.first { $0.hasPrefix("warning") && $0.contains("limits.connections") } }
            #expect(warning?.contains("holding at most \(allowed) connections, not the 50000000") == true, "\(String(describing: warning))")
            #expect(warning?.contains("ulimit -n") == true)
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("a connection limit the descriptors allow is kept as asked, with no warning")
    func connectionLimitKept() throws {
        var limits = Limits()
        limits.connections = 500
        let handler = CapturingLogHandler()
        try withServer(standardChain(helloRouter()), limits: limits, logger: Logger(label: "t", factory: { _ in handler })) { server in
            #expect(server.connectionLimit == 500)
            #expect(handler.lines.withLock { $0.allSatisfy { !$0.contains("limits.connections") } })
        }
    }

    @Test("head deadlines and the per-address limit out of range or contradicting each other are problems", arguments: [
        ({ @Sendable (limits: inout Limits) in limits.requestHeadTimeoutMilliseconds = 0 }, "requestHeadTimeoutMilliseconds must be from 1"),
        ({ @Sendable (limits: inout Limits) in limits.busyRequestHeadTimeoutMilliseconds = -1 }, "busyRequestHeadTimeoutMilliseconds must be from 1"),
        ({ @Sendable (limits: inout Limits) in limits.busyRequestHeadTimeoutMilliseconds = 20_000 },
         "busyRequestHeadTimeoutMilliseconds (20000) must not be more than requestHeadTimeoutMilliseconds (10000)"),
        ({ @Sendable (limits: inout Limits) in limits.connectionsPerAddress = -1 }, "connectionsPerAddress must be from 0"),
        ({ @Sendable (limits: inout Limits) in limits.listenBacklog = 0 }, "listenBacklog must be from 1"),
    ] as [(@Sendable (inout Limits) -> Void, String)])
    func badLimits(change: @Sendable (inout Limits) -> Void, problem: String) {
        var limits = Limits()
        change(&limits)
        #expect(limits.problems.count == 1)
        #expect(limits.problems.first?.hasPrefix(problem) == true, "\(limits.problems)")
        #expect {
            _ = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, limits: limits),
                           responder: helloRouter(), logger: Logger(label: "t"))
        } throws: { ($0 as? ServerError)?.code == .invalidLimits }
    }

    @Test("the defaults hold floods off: a per-address limit, a head deadline, room for 10,000 connections")
    func defaults() {
        let limits = Limits()
        #expect(limits.problems.isEmpty)
        #expect(limits.connections == 10_000)
        #expect(limits.connectionsPerAddress == 128)
        #expect(limits.requestHeadTimeoutMilliseconds == 10_000)
        #expect(limits.busyRequestHeadTimeoutMilliseconds == 1_000)
        #expect(limits.listenBacklog == 4_096)
    }
}

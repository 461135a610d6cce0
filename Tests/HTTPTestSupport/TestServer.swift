import Glibc
import Logging
import MicroHTTP

/// Starts a real server on a free loopback port for the length of `body`.
public func withServer(
    _ responder: some Responder, limits: Limits = Limits(), threads: Int = 2,
    logger: Logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }),
    _ body: (Server) throws -> Void
) throws {
    let server = try Server(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: threads, limits: limits),
        responder: responder, logger: logger)
    defer { server.stop(gracePeriod: .milliseconds(200)) }
    try body(server)
}

/// Sends one GET on a new connection.
public func fetch(_ server: Server, _ target: String, headers: [(String, String)] = []) throws -> RawResponse {
    try RawConnection(port: server.port).request("GET", target, headers: headers)
}

/// Sends one request with any method on a new connection.
public func fetch(_ server: Server, _ method: String, _ target: String, headers: [(String, String)] = [],
           body: [UInt8] = []) throws -> RawResponse {
    try RawConnection(port: server.port).request(method, target, headers: headers, body: body)
}

/// Polls `condition` until it holds or `timeout` passes.
public func eventually(timeout: Duration = .seconds(3), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleepMilliseconds(10)
    }
    return condition()
}

/// Sleeps the calling thread.
public func usleepMilliseconds(_ milliseconds: Int) {
    var time = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    nanosleep(&time, nil)
}

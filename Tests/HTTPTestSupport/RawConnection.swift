import Glibc

/// A blocking TCP connection to the test server that sends exactly the bytes it is given.
///
/// URLSession would normalise or refuse the malformed requests these tests need to send.
public final class RawConnection {
    private let descriptor: Int32
    private var buffered: [UInt8] = []
    /// Where each `recv` writes, made once.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    /// Connects to 127.0.0.1:`port`, from the loopback address `source` when one is given (any of
    /// 127.0.0.0/8, so that one machine can be many clients); reads time out after `timeout` seconds.
    public init(port: Int, timeout: Double = 5, from source: String? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestFailure("socket() failed") }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw TestFailure("cannot bind to \(source)") }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: the object is whole, so deinit runs on the throw and closes it. Closing
        // twice could close a descriptor another test's server has been given meanwhile.
        guard connected == 0 else { throw TestFailure("connect() to port \(port) failed") }
        setTimeout(timeout)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Changes how long a read waits.
    public func setTimeout(_ seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - Double(Int(seconds))) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends text as UTF-8.
    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends bytes; fails if the server closed the connection.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw TestFailure("send failed: the server closed the connection") }
            offset += sent
        }
    }

    /// Sends a request and reads its response on this connection.
    public func request(_ method: String = "GET", _ target: String, headers: [(String, String)] = [],
                 body: [UInt8] = []) throws -> RawResponse {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !body.isEmpty { text += "Content-Length: \(body.count)\r\n" }
        text += "\r\n"
        try send(Array(text.utf8) + body)
        return try readResponse(bodyExpected: method != "HEAD")
    }

    /// Reads one response: status line, headers and a Content-Length body.
    public func readResponse(bodyExpected: Bool = true) throws -> RawResponse {
        var response = try readHead()
        let status = response.status
        let length = bodyExpected && status != 304 && status != 204 ? Int(response.header("Content-Length") ?? "0") ?? 0 : 0
        while buffered.count < length {
            guard try fill() else { throw TestFailure("connection closed in the middle of a body") }
        }
        response.body = Array(buffered[..<length])
        buffered.removeFirst(length)
        return response
    }

    /// Reads until the bytes received after the last response contain `marker`; returns them all
    /// as text (and consumes them). Throws on a timeout or when the server closes first.
    public func read(until marker: String) throws -> String {
        let needle = Array(marker.utf8)
        while Self.find(needle, in: buffered) == nil {
            guard try fill() else { throw TestFailure("connection closed before '\(marker)' arrived") }
        }
        defer { buffered = [] }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// Reads until the server closes the connection; returns what arrived after the last response.
    public func readToEnd() throws -> String {
        while try fill() {}
        defer { buffered = [] }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// How a connection ended, seen from the client.
    public enum Ending: Equatable, Sendable {
        /// An orderly close (FIN): a read returned end of stream.
        case closed
        /// A reset (RST): a read failed with ECONNRESET.
        case reset
        /// Nothing arrived within the read timeout.
        case timedOut
        /// A read failed with another error number.
        case failed(Int32)
    }

    /// Reads until the connection ends or a read times out; returns what arrived after the last
    /// response (and consumes it), and how it ended.
    public func readUntilEnd() -> (bytes: [UInt8], ending: Ending) {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffered.append(contentsOf: chunk[..<count])
                continue
            }
            let error = errno
            defer { buffered = [] }
            if count == 0 { return (buffered, .closed) }
            switch error {
            case ECONNRESET: return (buffered, .reset)
            case EAGAIN, EWOULDBLOCK: return (buffered, .timedOut)
            default: return (buffered, .failed(error))
            }
        }
    }

    /// Reads the head of a response (status line and headers) without its body.
    public func readHead() throws -> RawResponse {
        let headEnd = try readUntilHeadEnd()
        let head = String(decoding: buffered[..<headEnd], as: UTF8.self)
        buffered.removeFirst(headEnd + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw TestFailure("bad status line: \(head)") }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingLeadingSpace())
        }
        return RawResponse(status: status, headers: headers, body: [])
    }

    /// True when the server closes the connection (or resets it) within the read timeout.
    public func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, 0)
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    private func readUntilHeadEnd() throws -> Int {
        while true {
            if let end = Self.find([13, 10, 13, 10], in: buffered) { return end }
            guard try fill() else { throw TestFailure("connection closed before a response arrived") }
        }
    }

    private func fill() throws -> Bool {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { throw TestFailure("timed out waiting for the server") }
        if count <= 0 { return false }
        buffered.append(contentsOf: chunk[..<count])
        return true
    }

    /// Where `needle` first starts in `haystack`: `memchr` to each place its first byte is, then
    /// `memcmp` (a search of Slices through generics cost a tenth of some tests' time, unoptimized).
    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first else { return 0 }
        guard haystack.count >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                guard let base = hay.baseAddress, let pattern = pin.baseAddress else { return nil }
                let last = hay.count - pin.count
                var start = 0
                while start <= last {
                    guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return nil }
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, pattern, pin.count) == 0 { return at }
                    start = at + 1
                }
                return nil
            }
        }
    }
}

/// A response as it came over the wire.
public struct RawResponse {
    /// The status code from the status line.
    public var status: Int
    /// The header fields in order, names as sent.
    public var headers: [(String, String)]
    /// The body bytes (empty for HEAD, 204 and 304).
    public var body: [UInt8]

    /// The first value of a header, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A failure inside test support code, with a message.
public struct TestFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Creates a failure with a message.
    public init(_ description: String) { self.description = description }
}

extension String {
    func trimmingLeadingSpace() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}

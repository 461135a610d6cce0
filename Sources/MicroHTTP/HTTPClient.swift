/// A small HTTP/1.1 client for a server's few outbound calls (sign-in's discovery document, keys
/// and token endpoint; `swatchbook health`): one request per connection, a GET or a POST of a
/// form, over `http` or `https` through GnuTLS, no redirects followed, no cookies, no proxies.
///
/// Every call keeps to a time limit for all of it (resolving the name aside: that is the
/// system resolver's) and a limit on the body's bytes; past either, it stops and says so.
public struct HTTPClient: Sendable {
    /// The most time a call may take, connecting, shaking hands and reading the answer.
    public var timeLimit: Duration
    /// The most bytes an answer's body may hold.
    public var bodyLimit: Int
    /// Whether an `https` server's certificate is checked against the system's CA store and the
    /// URL's host: always, but for a probe of the server's own loopback port.
    public var checksCertificate: Bool

    /// The most bytes an answer's head may hold.
    static let headLimit = 65_536

    /// A client with these limits.
    public init(timeLimit: Duration, bodyLimit: Int, checksCertificate: Bool = true) {
        self.timeLimit = timeLimit
        self.bodyLimit = bodyLimit
        self.checksCertificate = checksCertificate
    }

    /// The answer to a GET of `url`, or a POST of `form` (already encoded,
    /// `application/x-www-form-urlencoded`) when given; `headers` are added as they are.
    public func fetch(_ url: String, form: String? = nil, headers: [(String, String)] = []) throws(ClientError) -> (status: Int, body: [UInt8]) {
        guard let address = ClientURL(url) else { throw ClientError(.invalidRequest, "\(url) is not an http or https URL") }
        let request = try Self.request(address, form: form, headers: headers)
        let deadline = MonotonicTime.now() + MonotonicTime.nanoseconds(timeLimit)
        let connection = try ClientConnection(to: address, deadline: deadline, checksCertificate: checksCertificate)
        try connection.send(request)
        return try read(from: connection)
    }

    /// The request's bytes: HTTP/1.1 with `Connection: close`, so the server ends the answer.
    static func request(_ url: ClientURL, form: String?, headers: [(String, String)]) throws(ClientError) -> [UInt8] {
        var lines = ["\(form == nil ? "GET" : "POST") \(url.target) HTTP/1.1", "Host: \(url.hostHeader)", "User-Agent: swatchbook",
                     "Connection: close"]
        for (name, value) in headers {
            guard !(name + value).utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }), !name.contains(":") else {
                throw ClientError(.invalidRequest, "the header \(name.prefix(40)) holds a line break or a colon in its name")
            }
            lines.append("\(name): \(value)")
        }
        if let form {
            lines += ["Content-Type: application/x-www-form-urlencoded", "Content-Length: \(form.utf8.count)"]
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n" + (form ?? "")).utf8)
    }

    /// Reads the answer: until its `Content-Length` is in, else until the server closes.
    private func read(from connection: ClientConnection) throws(ClientError) -> (status: Int, body: [UInt8]) {
        var bytes: [UInt8] = []
        var headEnd: Int?
        var framing: (status: Int, length: Int?, chunked: Bool)?
        while true {
            let count = try connection.receive(into: &bytes, capacity: 16_384)
            if headEnd == nil, let end = ClientAnswer.headEnd(in: bytes) {
                headEnd = end
                framing = try ClientAnswer.head(bytes[..<end])
                if let length = framing?.length, length > bodyLimit { throw tooLarge() }
            }
            if headEnd == nil, bytes.count > Self.headLimit {
                throw ClientError(.badAnswer, "the answer's head is longer than \(Self.headLimit) bytes")
            }
            if let headEnd, bytes.count - headEnd > bodyLimit * 2 + 65_536 { throw tooLarge() }
            if let headEnd, let length = framing?.length, framing?.chunked == false, bytes.count - headEnd >= length { break }
            if count == 0 { break }
        }
        guard let headEnd, let framing else { throw ClientError(.badAnswer, "the server closed the connection before a whole answer's head") }
        let rest = bytes[headEnd...]
        let body: [UInt8]
        if framing.chunked {
            body = try ClientAnswer.unchunk(rest)
        } else if let length = framing.length {
            guard rest.count >= length else { throw ClientError(.badAnswer, "the answer ended after \(rest.count) of its \(length) bytes") }
            body = Array(rest.prefix(length))
        } else {
            body = Array(rest)
        }
        guard body.count <= bodyLimit else { throw tooLarge() }
        return (framing.status, body)
    }

    private func tooLarge() -> ClientError { ClientError(.tooLarge, "the answer's body is larger than \(bodyLimit) bytes") }
}

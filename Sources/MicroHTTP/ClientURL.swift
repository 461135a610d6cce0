/// An `http` or `https` URL that ``HTTPClient`` can ask: host, port and request target, read
/// strictly (no user information, no control characters or spaces anywhere).
public struct ClientURL: Sendable, Equatable {
    /// `https` (true) or `http`.
    public var isSecure: Bool
    /// The host: a name, an IPv4 address, or an IPv6 address without its brackets.
    public var host: String
    /// The port (443 or 80 unless the URL names one).
    public var port: Int
    /// The path and query, starting with `/`; the fragment is left out.
    public var target: String

    /// `text` read as a URL; nil when it is not an http or https URL with a host.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else { return nil }
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            isSecure = true
            rest = text.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            isSecure = false
            rest = text.dropFirst(7)
        } else {
            return nil
        }
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard !authority.contains("@") else { return nil }
        var afterHost: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            afterHost = authority[authority.index(after: close)...]
        } else {
            let colon = authority.firstIndex(of: ":") ?? authority.endIndex
            host = String(authority[..<colon])
            afterHost = authority[colon...]
        }
        guard !host.isEmpty, !host.contains("[") else { return nil }
        if afterHost.isEmpty {
            port = isSecure ? 443 : 80
        } else {
            guard afterHost.first == ":" else { return nil }
            afterHost = afterHost.dropFirst()
            guard afterHost.count <= 5, let number = Int(afterHost), (1...65_535).contains(number) else { return nil }
            port = number
        }
        let path = rest[authorityEnd...].prefix { $0 != "#" }
        target = path.hasPrefix("/") ? String(path) : "/" + path
    }

    /// Whether the host is an IP address (no server name is sent for one).
    var hostIsAddress: Bool { host.contains(":") || host.allSatisfy { $0 == "." || $0.isNumber } }

    /// The `Host` header: the host (bracketed when IPv6) and the port when it is not the scheme's own.
    var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == (isSecure ? 443 : 80) ? name : "\(name):\(port)"
    }
}

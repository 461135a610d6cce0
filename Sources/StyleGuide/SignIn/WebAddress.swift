/// The URLs sign-in accepts from settings and discovery: https, or http on a loopback address (for tests).
enum WebAddress {
    /// Hosts plain http is allowed for.
    static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// What is wrong with `url` as an https URL (http only on loopback); nil when nothing is.
    static func problem(_ url: String, allowingPath: Bool) -> String? {
        let scheme: String
        if url.hasPrefix("https://") { scheme = "https" } else if url.hasPrefix("http://") { scheme = "http" } else {
            return "must be an https URL, found '\(url)'"
        }
        let rest = url.dropFirst(scheme.count + 3)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains("@"), !url.contains(where: { $0 == " " || $0 == "#" || $0.asciiValue.map { $0 < 0x21 } ?? false }) else {
            return "must be an https URL with a host and no user, spaces or fragment, found '\(url)'"
        }
        if scheme == "http" && !loopbackHosts.contains(host(of: authority)) {
            return "must be https; plain http is allowed only for a loopback address (127.0.0.1, localhost, [::1]), found '\(url)'"
        }
        if !allowingPath && rest.count != authority.count { return "must have no path, found '\(url)'" }
        return nil
    }

    /// The host of an authority (`127.0.0.1:9400` → `127.0.0.1`, `[::1]:80` → `[::1]`).
    static func host(of authority: Substring) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") { return String(authority[...close]) }
        return String(authority.prefix { $0 != ":" }).lowercased()
    }
}

import DesignSystem
import MicroHTTP

/// `authProxy` in swatchbook.json: the header a company proxy (oauth2-proxy, Pomerium, an
/// ingress) names its signed-in user in, and the addresses that proxy connects from.
///
/// The header is trusted only on connections from a listed address; from anywhere else it is
/// refused (audited, `401`, counted against the address).
public struct AuthProxySettings: Sendable, Equatable {
    /// The header naming the user (`X-Auth-Request-Email`, `Remote-User`).
    public var header: String
    /// The proxy's addresses and ranges.
    public var from: [AddressRange]

    /// Headers that carry credentials of their own and never a proxy's user.
    static let refusedHeaders: Set<String> = ["authorization", "cookie", "host", "proxy-authorization"]

    /// Reads the `authProxy` object; nil (with every problem reported) unless it is complete.
    static func read(_ reader: inout ObjectReader) -> AuthProxySettings? {
        let header = reader.string("header")
        if let header {
            if header.isEmpty || !header.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
                reader.report(.invalidValue, at: "header", "must be a header name such as 'X-Auth-Request-Email', found '\(header)'")
            } else if refusedHeaders.contains(header.lowercased()) {
                reader.report(.invalidValue, at: "header", "must be a header of the proxy's own, not '\(header)'")
            }
        } else {
            reader.report(.missingMember, at: "header", "is required: the header the proxy names the user in, such as 'X-Auth-Request-Email'")
        }
        var ranges: [AddressRange] = []
        if let entries = reader.strings("from") {
            if entries.isEmpty { reader.report(.invalidValue, at: "from", "must list at least one address of the proxy") }
            for (index, entry) in entries.enumerated() {
                if let range = AddressRange(entry) {
                    ranges.append(range)
                } else {
                    reader.report(.invalidValue, at: "from",
                                  "entry \(index) '\(entry)' must be an address such as '10.0.0.7' or '::1', or a range such as '10.0.0.0/8'")
                }
            }
        } else {
            reader.report(.missingMember, at: "from", "is required: the addresses the proxy connects from, such as [\"127.0.0.1\"]")
        }
        guard let header, !ranges.isEmpty, reader.diagnostics.isEmpty else { return nil }
        return AuthProxySettings(header: header, from: ranges)
    }

    /// True when `peer` is one of the proxy's addresses.
    func trusts(_ peer: PeerAddress?) -> Bool {
        guard let peer else { return false }
        return from.contains { $0.contains(peer) }
    }
}

/// A block of client addresses: one address (`127.0.0.1`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`).
public struct AddressRange: Sendable, Equatable, CustomStringConvertible {
    /// The network's address (its bits past ``prefixLength`` are ignored).
    public let network: PeerAddress
    /// How many leading bits an address must share with ``network``: 32 or 128 for one address.
    public let prefixLength: Int

    /// Parses `10.0.0.0/8`, `fd00::/8`, or an address alone; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let address = PeerAddress(String(parts[0])) else { return nil }
        let most = address.isIPv6 ? 128 : 32
        if parts.count == 2 {
            guard let bits = Int(parts[1]), (0...most).contains(bits), parts[1].allSatisfy(\.isASCII) else { return nil }
            prefixLength = bits
        } else {
            prefixLength = most
        }
        network = address
    }

    /// True when `address` is in the block.
    public func contains(_ address: PeerAddress) -> Bool {
        address.sharesPrefix(prefixLength, with: network)
    }

    /// `10.0.0.0/8`, or the address alone for a single address.
    public var description: String {
        prefixLength == (network.isIPv6 ? 128 : 32) ? network.description : "\(network)/\(prefixLength)"
    }
}

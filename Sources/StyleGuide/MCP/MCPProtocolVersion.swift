/// A revision of the Model Context Protocol, named by its date, and what differs between the
/// ones this server speaks.
struct MCPProtocolVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The date that names it (`2025-06-18`).
    let name: String

    /// The first revision (stdio, and HTTP with SSE).
    static let v2024_11_05 = MCPProtocolVersion(name: "2024-11-05")
    /// Streamable HTTP, tool annotations, JSON-RPC batches.
    static let v2025_03_26 = MCPProtocolVersion(name: "2025-03-26")
    /// Structured tool output, titles, `MCP-Protocol-Version`; batches removed.
    static let v2025_06_18 = MCPProtocolVersion(name: "2025-06-18")
    /// Icons, tasks, and input errors as tool errors.
    static let v2025_11_25 = MCPProtocolVersion(name: "2025-11-25")
    /// Stateless: no `initialize` and no sessions; every request names its revision and the
    /// client's capabilities in `_meta`, `server/discover` says what the server speaks.
    static let v2026_07_28 = MCPProtocolVersion(name: "2026-07-28")

    /// Every revision this server speaks, oldest first.
    static let supported: [MCPProtocolVersion] = [.v2024_11_05, .v2025_03_26, .v2025_06_18, .v2025_11_25, .v2026_07_28]
    /// The revisions agreed by an `initialize` handshake, which opens a session (all before 2026-07-28).
    static let handshake = supported.filter { !$0.isStateless }
    /// The newest revision this server speaks.
    static let latest = supported[supported.count - 1]
    /// The newest revision an `initialize` handshake can agree on.
    static let latestHandshake = handshake[handshake.count - 1]
    /// What a Streamable HTTP server assumes when a request carries no `MCP-Protocol-Version`.
    static let assumedOverHTTP = v2025_03_26

    /// The revision named `name`, when this server speaks it.
    init?(supported name: String) {
        guard let found = Self.supported.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    private init(name: String) { self.name = name }

    /// The revision to answer an `initialize` asking for `requested`: the same one when the
    /// handshake can agree on it, else the newest it can (the client decides whether to go on).
    static func negotiated(_ requested: String) -> MCPProtocolVersion {
        MCPProtocolVersion(supported: requested).flatMap { $0.isStateless ? nil : $0 } ?? latestHandshake
    }

    /// The names of every revision spoken here, newest first, as errors and `server/discover` list them.
    static var supportedNames: [String] { supported.reversed().map(\.name) }

    /// True when a message may be a JSON-RPC batch (an array): only 2025-03-26 allowed them.
    var allowsBatches: Bool { self == .v2025_03_26 }
    /// True when tools carry `title` and `outputSchema` and results `structuredContent`.
    var hasStructuredOutput: Bool { self >= .v2025_06_18 }
    /// True when requests stand alone (version and capabilities in each one's `_meta`), with no session.
    var isStateless: Bool { self >= .v2026_07_28 }

    static func < (lhs: MCPProtocolVersion, rhs: MCPProtocolVersion) -> Bool { lhs.name < rhs.name }

    var description: String { name }
}

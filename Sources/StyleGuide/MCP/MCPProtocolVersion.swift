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

    /// Every revision this server speaks, oldest first. (2026-07-28 drops `initialize` and
    /// sessions altogether; a client asking for it is offered the latest of these.)
    static let supported: [MCPProtocolVersion] = [.v2024_11_05, .v2025_03_26, .v2025_06_18, .v2025_11_25]
    /// The newest revision this server speaks.
    static let latest = supported[supported.count - 1]
    /// What a Streamable HTTP server assumes when a request carries no `MCP-Protocol-Version`.
    static let assumedOverHTTP = v2025_03_26

    /// The revision named `name`, when this server speaks it.
    init?(supported name: String) {
        guard let found = Self.supported.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    private init(name: String) { self.name = name }

    /// The revision to answer a client that asks for `requested`: the same one when this
    /// server speaks it, else the latest this server speaks (the client decides whether to go on).
    static func negotiated(_ requested: String) -> MCPProtocolVersion {
        MCPProtocolVersion(supported: requested) ?? latest
    }

    /// True when a message may be a JSON-RPC batch (an array): only 2025-03-26 allowed them.
    var allowsBatches: Bool { self == .v2025_03_26 }
    /// True when tools carry `title` and `outputSchema` and results `structuredContent`.
    var hasStructuredOutput: Bool { self >= .v2025_06_18 }

    static func < (lhs: MCPProtocolVersion, rhs: MCPProtocolVersion) -> Bool { lhs.name < rhs.name }

    var description: String { name }
}

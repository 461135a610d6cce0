import DesignSystem

/// How much the MCP server may be asked to hold and do (members of `limits` in swatchbook.json):
/// the bytes of one message, the messages of one batch, the sessions open at once and how long an
/// idle one is kept.
public struct MCPLimits: Sendable, Equatable {
    /// Bytes of one JSON-RPC message: a `POST /mcp` body or a line on stdin (`mcpMessageBytes`).
    public var messageBytes = 65_536
    /// Messages of one JSON-RPC batch, where the protocol allows batches (`mcpBatchMessages`).
    public var batchMessages = 16
    /// MCP sessions open at once over HTTP, and apart, 2026-07-28 `subscriptions/listen` streams (`mcpSessions`).
    public var sessions = 256
    /// Seconds an HTTP session is kept without a request (`mcpSessionIdleSeconds`).
    public var sessionIdleSeconds = 3600

    /// The default limits.
    public init() {}

    /// The range `mcpMessageBytes` may be set in.
    static let messageBytesRange = 1024...16_777_216
    /// The range `mcpBatchMessages` may be set in.
    static let batchMessagesRange = 1...1024
    /// The range `mcpSessions` may be set in.
    static let sessionsRange = 1...100_000
    /// The range `mcpSessionIdleSeconds` may be set in.
    static let sessionIdleSecondsRange = 10...604_800

    /// Reads the MCP limits from the `limits` object, keeping the default of each one not given.
    static func read(_ reader: inout ObjectReader) -> MCPLimits {
        var limits = MCPLimits()
        limits.messageBytes = reader.integer("mcpMessageBytes", in: messageBytesRange) ?? limits.messageBytes
        limits.batchMessages = reader.integer("mcpBatchMessages", in: batchMessagesRange) ?? limits.batchMessages
        limits.sessions = reader.integer("mcpSessions", in: sessionsRange) ?? limits.sessions
        limits.sessionIdleSeconds = reader.integer("mcpSessionIdleSeconds", in: sessionIdleSecondsRange) ?? limits.sessionIdleSeconds
        return limits
    }

    /// The refusal of a message of `bytes` bytes, worded as every limit's refusal is.
    func messageTooLong(_ bytes: Int) -> String {
        TokenLimits.message("the message has \(TokenLimits.grouped(bytes)) bytes",
                            limit: messageBytes, unit: "bytes", setting: "mcpMessageBytes")
    }

    /// The refusal of a batch of `count` messages.
    func batchTooLong(_ count: Int) -> String {
        TokenLimits.message("the batch has \(TokenLimits.grouped(count)) messages", limit: batchMessages, unit: "messages",
                            setting: "mcpBatchMessages")
    }
}

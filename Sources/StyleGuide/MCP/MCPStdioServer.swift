import DesignSystem
import Synchronization

/// The MCP server on standard input and output (`swatchbook mcp`): one session, a message per
/// line each way, and a notification line whenever the Config reloads once the client has said
/// `initialized`. Reading and writing the descriptors is the caller's; this only handles lines.
public final class MCPStdioServer: Sendable {
    private let store: SnapshotStore
    private let session = Mutex(MCPSession())
    private let splitter: Mutex<MCPLineSplitter>
    /// Writes one line (the JSON and its `\n`); calls never overlap.
    private let write: @Sendable ([UInt8]) -> Void

    /// A server answering from `store`, writing each answer and notification with `write`
    /// (one line at a time, never two at once).
    public init(store: SnapshotStore, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.store = store
        self.write = write
        splitter = Mutex(MCPLineSplitter(limit: store.current.settings.mcpLimits.messageBytes))
        store.observeReplacements { [weak self] old, new in self?.announce(MCPServer.notifications(from: old, to: new)) }
    }

    /// Handles what arrived on standard input: every message it completes is answered, in order.
    public func receive(_ chunk: some Collection<UInt8>) {
        for line in splitter.withLock({ $0.feed(chunk) }) { handle(line) }
    }

    /// Handles the last line when standard input ends without a line end.
    public func finish() {
        if let line = splitter.withLock({ $0.end() }) { handle(line) }
    }

    /// Answers one line, with the session locked so that a reload's notification never cuts into it.
    private func handle(_ line: MCPLineSplitter.Line) {
        let snapshot = store.current
        session.withLock { session in
            let reply: JSON? = switch line {
            case .tooLong(let bytes):
                JSONRPCReply.error(.invalidRequest("Invalid Request: " + snapshot.settings.mcpLimits.messageTooLong(bytes)),
                                   id: .null)
            case .message(let bytes):
                session.receive(bytes, snapshot: snapshot)
            }
            if let reply { send(reply) }
        }
    }

    private func announce(_ notifications: [JSON]) {
        session.withLock { session in
            guard session.isListening else { return }
            for notification in notifications { send(notification) }
        }
    }

    /// Writes one message as a line; called with the session locked, so lines never interleave.
    private func send(_ message: JSON) {
        write(message.serializedBytes() + [UInt8(ascii: "\n")])
    }
}

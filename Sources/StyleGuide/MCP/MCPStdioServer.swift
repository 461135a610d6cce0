import DesignSystem
import Synchronization

/// The MCP server on standard input and output (`swatchbook mcp`): one session, a message per
/// line each way, and a notification line whenever the Config reloads once the client has said
/// `initialized`. Requests of 2026-07-28 stand alone beside it, and each `subscriptions/listen`
/// (at most `mcpSessions` at once; opening one more ends the oldest, `notifications/cancelled`
/// ends one) hears the reloads it asked for. Reading and writing the descriptors is the caller's;
/// this only handles lines.
public final class MCPStdioServer: Sendable {
    private let store: SnapshotStore
    private let session = Mutex(MCPSession())
    /// The open `subscriptions/listen`, oldest first; touched only with `session` locked.
    private let subscriptions = Mutex<[MCPSubscription]>([])
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
                switch MCPSession.parse(bytes, limits: snapshot.settings.mcpLimits) {
                case .failure(let failure): failure.response
                case .success(let message):
                    switch subscribe(message, limits: snapshot.settings.mcpLimits) {
                    case .handled(let reply): reply
                    case .other: session.receive(message: message, snapshot: snapshot)
                    }
                }
            }
            if let reply { send(reply) }
        }
    }

    /// What became of a message offered to ``subscribe(_:limits:)``.
    private enum Subscribing {
        /// It opened or cancelled a subscription; the reply to send, if any (an error).
        case handled(JSON?)
        /// It is some other message, for the session.
        case other
    }

    /// Handles `message` when it opens a subscription (acknowledged at once, or answered with its
    /// error) or cancels one.
    private func subscribe(_ message: JSON, limits: MCPLimits) -> Subscribing {
        if let (id, params) = MCPSubscription.request(in: message) {
            do {
                let subscription = try MCPSubscription.open(id: id, params: params)
                let ended = subscriptions.withLock { open in
                    open.append(subscription)
                    let ended = open.prefix(max(0, open.count - limits.sessions))
                    open.removeFirst(ended.count)
                    return Array(ended)
                }
                for old in ended { send(old.closing) }
                send(subscription.acknowledgement)
                return .handled(nil)
            } catch {
                return .handled(JSONRPCReply.error(error, id: id))
            }
        }
        guard message["method"] == "notifications/cancelled", message["id"] == nil, let cancelled = message["params"]?["requestId"],
              subscriptions.withLock({ $0.contains { $0.id == cancelled } }) else { return .other }
        subscriptions.withLock { $0.removeAll { $0.id == cancelled } }
        return .handled(nil)
    }

    private func announce(_ notifications: [JSON]) {
        session.withLock { session in
            if session.isListening { for notification in notifications { send(notification) } }
            for subscription in subscriptions.withLock({ $0 }) {
                for notification in notifications { if let tagged = subscription.tagged(notification) { send(tagged) } }
            }
        }
    }

    /// Writes one message as a line; called with the session locked, so lines never interleave.
    private func send(_ message: JSON) {
        write(message.serializedBytes() + [UInt8(ascii: "\n")])
    }
}

import DesignSystem
import MicroHTTP
import Synchronization

/// The MCP sessions open over HTTP, by their `Mcp-Session-Id`: at most `mcpSessions` of them,
/// each dropped after `mcpSessionIdleSeconds` without a request (unless it is listening on
/// `GET /mcp`); when full, opening one drops the session used longest ago, whose client gets 404
/// and initializes again, as the protocol provides.
final class MCPSessions: Sendable {
    private struct Entry {
        var session: MCPSession
        var lastUsed: ContinuousClock.Instant
        /// The session's `GET /mcp` stream, where notifications go.
        var channel: EventChannel?

        func isIdle(now: ContinuousClock.Instant, limit: Duration) -> Bool {
            (channel?.subscriberCount ?? 0) == 0 && now - lastUsed > limit
        }
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// The `subscriptions/listen` streams of 2026-07-28 clients, told of reloads with the sessions.
    let subscriptions = MCPSubscriptions()

    /// No sessions.
    init() {}

    /// How many sessions are open.
    var count: Int { entries.withLock { $0.count } }

    /// Keeps `session` under a new id and gives the id: 128 random bits from the system's
    /// cryptographically secure generator, in hex.
    func open(_ session: MCPSession, limits: MCPLimits) -> String {
        var random = SystemRandomNumberGenerator()
        let id = (0..<2).map { _ in String(random.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
        let now = ContinuousClock.now
        let closed: [EventChannel] = entries.withLock { entries in
            var closed: [EventChannel] = []
            for (key, entry) in entries where entry.isIdle(now: now, limit: .seconds(limits.sessionIdleSeconds)) {
                if let channel = entries.removeValue(forKey: key)?.channel { closed.append(channel) }
            }
            while entries.count >= limits.sessions, let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key {
                if let channel = entries.removeValue(forKey: oldest)?.channel { closed.append(channel) }
            }
            entries[id] = Entry(session: session, lastUsed: now, channel: nil)
            return closed
        }
        for channel in closed { channel.closeAll() }
        return id
    }

    /// The session `id` names, marked as used now; nil when there is none (never opened, ended, or idle too long).
    func session(_ id: String, limits: MCPLimits) -> MCPSession? {
        let now = ContinuousClock.now
        return entries.withLock { entries in
            guard let entry = entries[id] else { return nil }
            if entry.isIdle(now: now, limit: .seconds(limits.sessionIdleSeconds)) {
                entries[id] = nil
                return nil
            }
            entries[id]?.lastUsed = now
            return entry.session
        }
    }

    /// Keeps the session's state after a message changed it (the agreed revision, `initialized`).
    func update(_ id: String, to session: MCPSession) {
        entries.withLock { $0[id]?.session = session }
    }

    /// Ends the session `id`; false when there was none.
    func close(_ id: String) -> Bool {
        guard let entry = entries.withLock({ $0.removeValue(forKey: id) }) else { return false }
        entry.channel?.closeAll()
        return true
    }

    /// The `GET /mcp` stream of session `id`, replacing any it had (a message goes to one stream only); nil when there is no such session.
    func listen(_ id: String) -> Response? {
        let channel = entries.withLock { entries -> EventChannel? in
            guard entries[id] != nil else { return nil }
            let channel = entries[id]?.channel ?? EventChannel()
            entries[id]?.channel = channel
            entries[id]?.lastUsed = ContinuousClock.now
            return channel
        }
        guard let channel else { return nil }
        channel.closeAll()
        return channel.subscribe()
    }

    /// Sends each of `notifications` to every session that said `initialized` and has a stream open.
    func announce(_ notifications: [JSON]) {
        let listening = entries.withLock { $0.values.compactMap { $0.session.isListening ? $0.channel : nil } }
        for channel in listening {
            for notification in notifications { channel.send(event: "message", data: notification.serialized()) }
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension MCPSessions {
    /// Tells the listening sessions and subscriptions of every reload of `store` from now on (see ``MCPServer/notifications(from:to:)``).
    func follow(_ store: SnapshotStore) {
        store.observeReplacements { [weak self] old, new in
            let notifications = MCPServer.notifications(from: old, to: new)
            self?.announce(notifications)
            self?.subscriptions.announce(notifications)
        }
    }
}

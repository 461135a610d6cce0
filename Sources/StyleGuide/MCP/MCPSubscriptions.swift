import DesignSystem
import MicroHTTP
import Synchronization

/// The `subscriptions/listen` streams open over HTTP (2026-07-28), each the event stream answering
/// its request: at most `mcpSessions` of them (the same bound as sessions, so a client without a
/// session holds no more than one with); when full, opening one ends the one opened longest ago
/// with its graceful response. A stream whose client left is forgotten at the next opening.
final class MCPSubscriptions: Sendable {
    private struct Entry {
        let subscription: MCPSubscription
        let channel: EventChannel
        let opened: ContinuousClock.Instant
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// No streams.
    init() {}

    /// How many streams are open.
    var count: Int { entries.withLock { $0.count } }

    /// The response to `subscription`'s request: an event stream that first acknowledges it.
    func open(_ subscription: MCPSubscription, limits: MCPLimits) -> Response {
        let channel = EventChannel()
        let response = channel.subscribe()
        channel.send(event: "message", data: subscription.acknowledgement.serialized())
        let ended: [Entry] = entries.withLock { entries in
            var ended: [Entry] = []
            for (key, entry) in entries where entry.channel.subscriberCount == 0 { entries[key] = nil }
            while entries.count >= limits.sessions, let oldest = entries.min(by: { $0.value.opened < $1.value.opened }) {
                entries[oldest.key] = nil
                ended.append(oldest.value)
            }
            entries[ObjectIdentifier(channel)] = Entry(subscription: subscription, channel: channel, opened: ContinuousClock.now)
            return ended
        }
        for entry in ended {
            entry.channel.send(event: "message", data: entry.subscription.closing.serialized())
            entry.channel.closeAll()
        }
        return response
    }

    /// Sends each of `notifications` on every stream that asked for its kind, tagged with the stream's id.
    func announce(_ notifications: [JSON]) {
        for entry in entries.withLock({ Array($0.values) }) {
            for notification in notifications {
                if let tagged = entry.subscription.tagged(notification) { entry.channel.send(event: "message", data: tagged.serialized()) }
            }
        }
    }
}

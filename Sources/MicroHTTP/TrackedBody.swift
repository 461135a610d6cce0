import CMicroHTTPD
import Synchronization

/// How far a body has gone out on its connection.
protocol BodyProgress: AnyObject, Sendable {
    /// Body bytes written to the socket so far, at least.
    var bytesWritten: Int { get }
    /// Body bytes that reached the client, at least: those written less those the client has not
    /// acknowledged (an abortive close throws those away). Only while the connection is open.
    func bytesDelivered(on connection: OpaquePointer) -> Int
    /// True when the server reset the connection because it stopped with this body in flight.
    var wasResetAtStop: Bool { get }
}

extension BodyProgress {
    func bytesDelivered(on connection: OpaquePointer) -> Int {
        max(0, bytesWritten - ConnectionSocket.unacknowledgedBytes(connection))
    }

    var wasResetAtStop: Bool { false }
}

/// A large body handed to libmicrohttpd a block at a time, so the server knows how much of it
/// has gone out, and can cut it short with a reset when it stops.
///
/// For a body given as one buffer libmicrohttpd reports no progress at all. A body over
/// ``threshold`` bytes is served through a content reader instead: libmicrohttpd 0.9.75 asks for
/// the block at offset `pos` only once every byte before `pos` has been written to the socket
/// (`try_ready_normal_body` reads again when `response_write_position` leaves the last block), so
/// the last offset asked for counts body bytes the kernel has taken, at most one block
/// (``blockBytes``) short. When the response is cut, the bytes the client has not acknowledged
/// (the socket's send queue, SIOCOUTQ) are subtracted, since a reset discards them: what remains
/// is a lower bound on the body bytes that reached the client, short by at most one block.
///
/// Smaller bodies stay in one buffer, which libmicrohttpd sends together with the headers in one
/// call and without copying: the path of cached answers is unchanged. Copying a large body a block
/// at a time costs little beside writing it to a socket.
final class TrackedBody: BodyProgress, @unchecked Sendable {
    /// Bodies larger than this many bytes are tracked: those that take long enough to send for
    /// a stop to catch them in flight. Below it, the copy and the extra writes of a block-by-block
    /// body would cost more than they tell: tracking a 71 KB answer halved its requests per second.
    static let threshold = 1024 * 1024
    /// Bytes libmicrohttpd takes per read (its buffer for this response).
    static let blockBytes = 64 * 1024

    private let payload: Payload
    /// The connection the body is queued on; used only while libmicrohttpd holds the response.
    private let connection: OpaquePointer
    private let registry: TrackedBodyRegistry
    private let offset = Atomic<Int>(0)
    /// The bytes delivered, frozen when the connection was reset because the server stopped.
    private let frozen = Mutex<Int?>(nil)

    init(_ payload: Payload, on connection: OpaquePointer, registry: TrackedBodyRegistry) {
        self.payload = payload
        self.connection = connection
        self.registry = registry
    }

    /// The native response that reads this body; nil when libmicrohttpd cannot make one. The body
    /// is registered until libmicrohttpd drops the response.
    func makeResponse() -> OpaquePointer? {
        let retained = Unmanaged.passRetained(self).toOpaque()
        let native = MHD_create_response_from_callback(UInt64(payload.count), Self.blockBytes, { context, position, buffer, max in
            guard let context, let buffer else { return -2 }
            return Unmanaged<TrackedBody>.fromOpaque(context).takeUnretainedValue().read(at: position, into: buffer, max: max)
        }, retained, { context in
            guard let context else { return }
            let body = Unmanaged<TrackedBody>.fromOpaque(context).takeRetainedValue()
            body.registry.remove(body)
        })
        if native == nil {
            Unmanaged<TrackedBody>.fromOpaque(retained).release()
        } else {
            registry.add(self)
        }
        return native
    }

    /// Copies up to `max` bytes from `position` (every byte before it has been written to the socket).
    private func read(at position: UInt64, into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        guard position < UInt64(payload.count) else { return -1 }
        let start = Int(position), count = min(max, payload.count - start)
        offset.store(start, ordering: .relaxed)
        payload.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + start, byteCount: count)
        }
        return count
    }

    var bytesWritten: Int { offset.load(ordering: .relaxed) }

    func bytesDelivered(on connection: OpaquePointer) -> Int {
        if let frozen = frozen.withLock({ $0 }) { return frozen }
        return max(0, bytesWritten - ConnectionSocket.unacknowledgedBytes(connection))
    }

    var wasResetAtStop: Bool { frozen.withLock { $0 != nil } }

    /// The server stops with this body in flight: counts what was delivered, then resets the
    /// connection (see ``ConnectionSocket/resetNow(_:)``), which discards the rest.
    func resetAtStop() {
        frozen.withLock { frozen in
            guard frozen == nil else { return }
            frozen = max(0, bytesWritten - ConnectionSocket.unacknowledgedBytes(connection))
            ConnectionSocket.resetNow(connection)
        }
    }
}

/// What the server keeps for a request between libmicrohttpd's callbacks, for the requests that
/// need anything: a body arriving in chunks, a rejection decided before the handler runs, or a
/// response whose end someone waits for.
///
/// Requests without any of these use a ``RequestSlot`` marker instead of an allocation.
final class RequestState {
    /// The body received so far.
    var body: [UInt8] = []
    /// Why the request will be refused, decided early (target too long, framing, body size).
    var rejection: HTTPError?
    /// Bytes of the body read and dropped after the request was refused.
    var discarded = 0
    /// True once the access handler has seen the request (and counted it as in flight).
    var counted = false
    /// Who waits for the response's end, once it is queued.
    var delivery: PendingDelivery?
    /// The answer a render thread is making, while the connection waits suspended.
    var deferred: DeferredAnswer?

    init(rejection: HTTPError? = nil) {
        self.rejection = rejection
    }

    /// Marks a request whose headers are in and that needs no state: a fixed address that is
    /// never dereferenced.
    static var headersOnly: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0x8)! }
}

/// What libmicrohttpd's per-request slot holds; it is a pointer, so small facts are kept in
/// addresses that are never dereferenced (a ``RequestState`` is 16-byte aligned, so no object
/// can have these addresses).
enum RequestSlot {
    /// Nothing yet.
    case empty
    /// The target line was seen by the URI callback, and its length as a C string taken.
    case targetSeen(cStringLength: Int)
    /// The headers are in; nothing else is needed (``RequestState/headersOnly``).
    case headersOnly
    /// A request with state.
    case state(RequestState)

    init(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { self = .empty; return }
        if raw == RequestState.headersOnly { self = .headersOnly; return }
        let bits = UInt(bitPattern: raw)
        if bits & 0xF == 0x4 { self = .targetSeen(cStringLength: Int(bits >> 4)); return }
        self = .state(Unmanaged<RequestState>.fromOpaque(raw).takeUnretainedValue())
    }

    /// The state, when the slot holds one.
    var state: RequestState? {
        if case .state(let state) = self { return state }
        return nil
    }

    /// The slot's value for ``targetSeen(cStringLength:)``.
    static func targetSeen(cStringLength: Int) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(cStringLength) << 4 | 0x4)!
    }
}

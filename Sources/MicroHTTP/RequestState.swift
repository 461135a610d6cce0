/// What the server keeps for a request between libmicrohttpd's callbacks, for the requests that
/// need anything: a body arriving in chunks, or a rejection decided before the handler runs.
///
/// Requests without either (most of them) use ``headersOnly`` instead of an allocation.
final class RequestState {
    /// The body received so far.
    var body: [UInt8] = []
    /// Why the request will be refused, decided early (target too long, framing, body size).
    var rejection: HTTPError?
    /// True once the access handler has seen the request (and counted it as in flight).
    var counted = false

    init(rejection: HTTPError? = nil) {
        self.rejection = rejection
    }

    /// Marks a request whose headers are in and that needs no state: a fixed address that is
    /// never dereferenced.
    static var headersOnly: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0x8)! }
}

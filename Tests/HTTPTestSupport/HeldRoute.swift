import MicroHTTP
import Synchronization

/// A route that holds the thread answering it until the test opens its gate: slow work
/// (``SlowWork/start()`` first) made as slow as a test needs, without timing anything.
public final class HeldRoute: Responder {
    private let isOpen = Atomic<Bool>(false)
    private let holding = Atomic<Int>(0)

    /// A route whose gate is shut.
    public init() {}

    /// Requests being held now (on render threads).
    public var held: Int { holding.load(ordering: .relaxed) }

    /// Lets every held request, and every later one, through.
    public func open() { isOpen.store(true, ordering: .relaxed) }

    /// Announces slow work, then waits for the gate; answers 200 `done`.
    public func respond(to request: Request) throws -> Response {
        try SlowWork.start()
        holding.add(1, ordering: .relaxed)
        defer { holding.subtract(1, ordering: .relaxed) }
        while !isOpen.load(ordering: .relaxed) { usleepMilliseconds(1) }
        return Response(contentType: .plainText, body: Payload("done\n"))
    }
}

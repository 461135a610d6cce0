import Glibc
import Synchronization

/// One value per thread: made on a thread's first use and kept as long as this object.
///
/// For state that the server's worker threads touch on every request, such as a log buffer or
/// a cache in front of a shared one: each thread works on its own value, so the threads never
/// wait for each other's lock nor pass a cache line back and forth. Every value made is also
/// listed in ``all``, so another thread (a flush timer) can still reach them all. A thread that
/// ends leaves its value here until this object goes: meant for long-lived threads, such as
/// a server's pool.
public final class PerThread<Value: AnyObject & Sendable>: Sendable {
    @usableFromInline let key: pthread_key_t
    private let make: @Sendable () -> Value
    /// Every value made, which keeps them alive: the thread slots hold them unretained.
    private let made = Mutex<[Value]>([])

    /// Values for each thread will come from `make`, called once per thread on first use.
    public init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "no thread-specific key left (error \(status))")
        self.key = key
        self.make = make
    }

    // glibc never hands a deleted key's old slot contents to a key created later, so no thread
    // can reach the values released here.
    deinit { pthread_key_delete(key) }

    /// The calling thread's value.
    public var current: Value {
        if let slot = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(slot).takeUnretainedValue()
        }
        let value = make()
        made.withLock { $0.append(value) }
        pthread_setspecific(key, Unmanaged.passUnretained(value).toOpaque())
        return value
    }

    /// Calls `body` with the calling thread's value, lent without counting a reference (the
    /// value lives as long as this object, which the caller holds).
    @inlinable public func withCurrent<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        guard let slot = pthread_getspecific(key) else { return try body(current) }
        return try Unmanaged<Value>.fromOpaque(slot)._withUnsafeGuaranteedRef(body)
    }

    /// The values made so far, one per thread that asked, in the order they were made.
    public var all: [Value] { made.withLock { $0 } }
}

import Synchronization

/// Immutable response bytes, shareable across threads and sent without copying.
///
/// A payload remembers what is derived from it — its ETag and its gzip form — so a body built
/// once per loaded configuration is hashed and compressed once, however often it is served.
public final class Payload: @unchecked Sendable {
    private let storage: UnsafeMutableRawBufferPointer
    private let derived = Mutex(Derived())

    private struct Derived {
        var etag: String?
        var gzipped: Payload??
    }

    /// Copies `bytes` into a new payload: in one copy when they are contiguous (an array, a
    /// native string's UTF-8), else one by one.
    public init(_ bytes: some Collection<UInt8>) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        let copied: Void? = bytes.withContiguousStorageIfAvailable { source in
            storage.copyMemory(from: UnsafeRawBufferPointer(source))
        }
        if copied == nil { _ = storage.initializeMemory(as: UInt8.self, from: bytes) }
        self.storage = storage
    }

    /// The UTF-8 bytes of `text`.
    public convenience init(_ text: String) {
        self.init(text.utf8)
    }

    deinit { storage.deallocate() }

    /// The empty body.
    public static let empty = Payload([UInt8]())

    /// Number of bytes.
    public var count: Int { storage.count }

    /// True when there are no bytes.
    public var isEmpty: Bool { storage.isEmpty }

    /// Calls `body` with the bytes; the pointer is valid only inside the call.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(storage))
    }

    /// The bytes as an array (copies).
    public var bytes: [UInt8] { Array(UnsafeRawBufferPointer(storage)) }

    /// The start of the bytes, for handing to libmicrohttpd while this payload is retained.
    var baseAddress: UnsafeMutableRawPointer? { storage.baseAddress }

    /// A strong ETag for these bytes (a 64-bit FNV-1a hash), computed once.
    public var etag: String {
        if let known = derived.withLock({ $0.etag }) { return known }
        let tag = "\"\(String(ContentHash.fnv1a(UnsafeRawBufferPointer(storage)), radix: 16))\""
        derived.withLock { $0.etag = tag }
        return tag
    }

    /// True once ``gzipped`` has been computed.
    public var isGzipKnown: Bool { derived.withLock { $0.gzipped != nil } }

    /// The gzip form, computed once; nil when compressing would not make it smaller.
    public var gzipped: Payload? {
        if let known = derived.withLock({ $0.gzipped }) { return known }
        let compressed = Gzip.compress(UnsafeRawBufferPointer(storage)).flatMap { $0.count < count ? Payload($0) : nil }
        derived.withLock { $0.gzipped = .some(compressed) }
        return compressed
    }
}

/// Content hashing for ETags.
enum ContentHash {
    /// The 64-bit FNV-1a hash of the bytes.
    static func fnv1a(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}

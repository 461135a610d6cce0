extension StringProtocol {
    /// Calls `body` with the UTF-8 bytes: in place for native strings, from a copy otherwise.
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(self)
        return try copy.withUTF8(body)
    }
}

/// Byte-level checks used on every request, written over buffers so they stay cheap.
enum ASCII {
    /// True when the two byte strings are equal ignoring ASCII case.
    static func equalIgnoringCase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where !equalIgnoringCase(a[index], b[index]) { return false }
        return true
    }

    /// True when the two bytes are equal ignoring ASCII case.
    @inline(__always) static func equalIgnoringCase(_ a: UInt8, _ b: UInt8) -> Bool {
        if a == b { return true }
        let x = a | 0x20, y = b | 0x20
        return x == y && x >= UInt8(ascii: "a") && x <= UInt8(ascii: "z")
    }
}

import Glibc

extension StringProtocol {
    /// Calls `body` with the UTF-8 bytes: in place for native strings, from a copy otherwise.
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        // A substring's view goes through a generic slice; its own `withUTF8` reads in place.
        if var substring = self as? Substring { return try substring.withUTF8(body) }
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(self)
        return try copy.withUTF8(body)
    }

    /// True when the UTF-8 holds `byte`; read in place, not through the generic view.
    func containsUTF8(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
    }
}

/// Byte-level checks used on every request, written over buffers so they stay cheap.
enum ASCII {
    /// True when the two byte strings are equal.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }

    /// True when the two byte strings are equal ignoring ASCII case.
    static func equalIgnoringCase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] {
            let x = a[index] | 0x20, y = b[index] | 0x20
            guard x == y, x >= UInt8(ascii: "a"), x <= UInt8(ascii: "z") else { return false }
        }
        return true
    }
}

/// Writes text and decimal numbers into a buffer sized in advance.
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Appends the UTF-8 of `text`, as much as fits.
    mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends the UTF-8 of a literal, as much as fits, straight from the binary.
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends one byte, if it fits.
    mutating func append(byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Appends `bytes`, as many as fit.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = min(bytes.count, buffer.count - count)
        guard length > 0, let source = bytes.baseAddress else { return }
        (buffer.baseAddress! + count).update(from: source, count: length)
        count += length
    }

    /// Appends `text` with control bytes, `%` and non-ASCII bytes written as `%XX`, so that a
    /// log line shows exactly what arrived and nothing a terminal would interpret.
    mutating func appendEscaped(_ text: String) {
        func isPlain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") }
        func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }
        text.withUTF8Bytes { bytes in
            if bytes.allSatisfy(isPlain) { return append(bytes) }
            for byte in bytes {
                if isPlain(byte) {
                    guard count < buffer.count else { return }
                    buffer[count] = byte
                    count += 1
                } else {
                    guard count + 3 <= buffer.count else { return }
                    buffer[count] = UInt8(ascii: "%")
                    buffer[count + 1] = hex(byte >> 4)
                    buffer[count + 2] = hex(byte & 0x0F)
                    count += 3
                }
            }
        }
    }

    /// Appends the decimal digits of a non-negative `value` (a negative one is written as 0).
    mutating func appendDecimal(_ value: Int) {
        var value = UInt(max(0, value))
        var digits = 1
        var scale: UInt = 10
        while digits < 20 && value >= scale { digits += 1; scale = scale &* 10 }
        guard count + digits <= buffer.count else { return }
        var index = count + digits
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        } while value > 0
        count += digits
    }
}

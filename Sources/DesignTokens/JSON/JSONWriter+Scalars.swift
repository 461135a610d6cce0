/// Writing numbers and strings.
extension JSONWriter {
    /// Integral values below this magnitude are written without a fraction.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Writes an integral number as an integer ("16", "-0"), anything else in Swift's shortest
    /// round-trip form ("1.5", "1e+30"), and a non-finite number as `null`.
    mutating func writeNumber(_ number: Double) {
        guard number.isFinite else { return append("null") }
        guard number.rounded(.towardZero) == number, number.magnitude < Self.exactIntegerLimit else {
            return output.append(contentsOf: number.description.utf8)
        }
        if number.sign == .minus {
            output.append(UInt8(ascii: "-"))
        }
        var magnitude = UInt64(number.magnitude)
        let firstDigit = output.count
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        output[firstDigit...].reverse()
    }

    /// Writes `string` in double quotes, escaping `"`, `\` and control characters only.
    mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for offset in utf8.indices {
                let byte = utf8[offset]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                writeEscape(for: byte)
                runStart = offset + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            append("\\u00")
            let hexDigits: StaticString = "0123456789abcdef"
            output.append(hexDigits.utf8Start[Int(byte >> 4)])
            output.append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}

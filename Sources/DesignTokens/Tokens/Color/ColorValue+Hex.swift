/// Hex notation: reading legacy string colors and writing the sRGB fallback.
extension ColorValue {
    /// An opaque or translucent `srgb` color from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`
    /// (any case), or nil when the text is anything else.
    ///
    /// For tolerant reading of pre-2025 string values. Components are `digits / 255`; `hex`
    /// is left nil, since the DTCG fallback must be exactly 6 digits.
    public init?(hexString: String) {
        let bytes = Array(hexString.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [Int] = []
        for byte in bytes.dropFirst() {
            guard let digit = Self.hexDigitValue(byte) else { return nil }
            digits.append(digit)
        }
        let channels: [Int]
        switch digits.count {
        case 3, 4: channels = digits.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        self.init(colorSpace: .srgb,
                  components: channels.prefix(3).map { .number(Double($0) / 255) },
                  alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }

    /// Lowercase `#rrggbb` of the gamut-mapped sRGB color, or `#rrggbbaa` when alpha is below 1.
    ///
    /// Each channel (and alpha, clamped to [0, 1]) is scaled by 255 and rounded to the nearest
    /// integer, halves away from zero. `none` components count as 0.
    public var hexString: String {
        let rgb = SRGBGamutMapping.map(self)
        let opacity = min(max(alpha, 0), 1)
        // Nine bytes at most: a small string, made without allocating.
        return String(unsafeUninitializedCapacity: 9) { buffer in
            buffer[0] = UInt8(ascii: "#")
            var count = 1
            func append(_ channel: Double) {
                let value = min(max(Int((channel * 255).rounded()), 0), 255)
                buffer[count] = Self.hexDigits[value / 16]
                buffer[count + 1] = Self.hexDigits[value % 16]
                count += 2
            }
            append(rgb.x)
            append(rgb.y)
            append(rgb.z)
            if opacity < 1 { append(opacity) }
            return count
        }
    }

    /// The lowercase hex digits, as ASCII.
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The value of one ASCII hex digit, or nil.
    static func hexDigitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}

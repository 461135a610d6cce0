/// Comments and literals shared by the text exports.
enum ExportText {
    /// `text` on one line: every run of spaces, line breaks and other control characters
    /// becomes one space, and the ends are trimmed.
    ///
    /// Works on UTF-8 bytes (every character it removes is one ASCII byte, and no byte of a
    /// longer character is below 0x80): text already on one line is returned as it is, other
    /// text costs one copy.
    static func singleLine(_ text: String) -> String {
        var text = text
        let changed: String? = text.withUTF8 { bytes in
            if isSingleLine(bytes) { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                var pendingSpace = false
                for byte in bytes {
                    if isBlank(byte) {
                        pendingSpace = count > 0
                        continue
                    }
                    if pendingSpace {
                        buffer[count] = 0x20
                        count += 1
                    }
                    pendingSpace = false
                    buffer[count] = byte
                    count += 1
                }
                return count
            }
        }
        return changed ?? text
    }

    /// True when ``singleLine(_:)`` would not change text of these bytes.
    private static func isSingleLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousIsBlank = true
        for byte in bytes {
            let blank = isBlank(byte)
            if blank && (byte != 0x20 || previousIsBlank) { return false }
            previousIsBlank = blank
        }
        return !previousIsBlank || bytes.isEmpty
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == 0x7F }

    /// `text` with `separator` put between the two ASCII characters of every occurrence of
    /// `pair` (`*/` becomes `* /` or `*\/`), in one pass over its UTF-8 bytes (none when there
    /// is no such pair). Every pair is broken, whatever follows it: a combining mark after `*/`
    /// does not hide it from a CSS parser, so it must not hide it here either. Overlapping pairs
    /// are each broken (`---` becomes `- - -`).
    static func breaking(_ pair: (UInt8, UInt8), with separator: UInt8, in text: String) -> String {
        var text = text
        let changed: String? = text.withUTF8 { bytes in
            var pairs = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == pair.0 && byte == pair.1 { pairs += 1 }
                previous = byte
            }
            guard pairs > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + pairs) { buffer in
                var count = 0
                var previous: UInt8 = 0
                for byte in bytes {
                    if previous == pair.0 && byte == pair.1 {
                        buffer[count] = separator
                        count += 1
                    }
                    buffer[count] = byte
                    count += 1
                    previous = byte
                }
                return count
            }
        }
        return changed ?? text
    }

    /// A token's description and deprecation, each on one line, for comments.
    struct Notes {
        /// The description; nil when there is none or it is blank.
        var description: String?
        /// True when the token is deprecated.
        var isDeprecated: Bool
        /// Why, when a reason was given.
        var reason: String?

        /// `deprecated: reason`, `deprecated`, or nil.
        var deprecation: String? {
            guard isDeprecated else { return nil }
            return reason.map { "deprecated: \($0)" } ?? "deprecated"
        }
    }

    /// The notes of `token`.
    static func notes(for token: ResolvedToken) -> Notes {
        let description = token.description.map(singleLine).flatMap { $0.isEmpty ? nil : $0 }
        let reason = token.deprecation?.reason.map(singleLine).flatMap { $0.isEmpty ? nil : $0 }
        return Notes(description: description, isDeprecated: token.deprecation?.isDeprecated == true, reason: reason)
    }

    /// `/* text */` on one line, with any `*/` inside broken up.
    static func blockComment(_ text: String) -> String {
        "/* " + breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: " "), in: singleLine(text)) + " */"
    }

    /// `// text` on one line.
    static func lineComment(_ text: String) -> String { "// " + singleLine(text) }

    /// A double-quoted string literal for JavaScript or Swift: `\`, `"` and control characters
    /// escaped (`\n`, `\r`, `\t`, others as `\u{…}` in Swift and `\u…` in JavaScript), and in
    /// JavaScript U+2028 and U+2029 too, which older engines read as line ends.
    static func quoted(_ text: String, swift: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (!swift && (0x2028...0x2029).contains(scalar.value)):
                let hex = String(scalar.value, radix: 16)
                result += swift ? "\\u{\(hex)}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The comma-separated ids of `tokens`, for the note listing what a format cannot hold.
    static func idList(_ tokens: [ResolvedToken]) -> String {
        tokens.map(\.path.description).joined(separator: ", ")
    }
}

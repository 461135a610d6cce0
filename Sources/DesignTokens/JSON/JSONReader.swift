/// The parsing engine behind `JSONParser`: reads one document from a byte buffer.
///
/// Nesting is tracked with explicit stacks rather than recursion, so the depth of the input never
/// threatens the call stack.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Offset of the first byte after an optional byte order mark.
    let documentStart: Int
    var position: Int
    /// The 1-based line of `position`, kept up to date while skipping whitespace.
    var line = 1
    /// True to accept JSONC and JSON5 syntax and repeated member names, noting each in `notes`.
    let lenient: Bool
    /// What a lenient read accepted beyond JSON.
    var notes = JSONNotes()
    /// The byte range of every value and key, when asked for (`JSONParser.parseWithSpans`).
    var spans: JSONSpanRecorder?

    init(bytes: UnsafeBufferPointer<UInt8>, lenient: Bool = false) {
        self.bytes = bytes
        self.lenient = lenient
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        documentStart = hasByteOrderMark ? 3 : 0
        position = documentStart
    }

    private enum Container {
        case array
        case object
    }

    /// An object being read, with the key whose value comes next.
    private struct OpenObject {
        var object = JSONObject()
        var key = ""
        var keyLine = 0
        /// True when `key` is already a member (a lenient read keeps the last value).
        var repeated = false
    }

    /// Reads the whole document; only whitespace may follow its value.
    mutating func readDocument() throws(JSONSyntaxError) -> JSON {
        var containers: [Container] = []
        var arrays: [[JSON]] = []
        var objects: [OpenObject] = []
        skipWhitespace()
        readingValues: while true {
            let start = position
            var value: JSON
            switch peek() {
            case UInt8(ascii: "["):
                try checkDepth(containers.count)
                position += 1
                skipWhitespace()
                guard peek() == UInt8(ascii: "]") else {
                    containers.append(.array)
                    arrays.append([])
                    spans?.open(at: start)
                    continue readingValues
                }
                position += 1
                value = .array([])
            case UInt8(ascii: "{"):
                try checkDepth(containers.count)
                position += 1
                skipWhitespace()
                guard peek() == UInt8(ascii: "}") else {
                    spans?.open(at: start)
                    var open = OpenObject()
                    try readKey(into: &open)
                    containers.append(.object)
                    objects.append(open)
                    continue readingValues
                }
                position += 1
                value = .object(JSONObject())
            default:
                value = try readScalar()
            }
            spans?.leaf(start..<position)
            // Hand the value to its container, closing every container that ends right after it.
            while true {
                skipWhitespace()
                guard let container = containers.last else {
                    guard position == bytes.count else {
                        throw unexpected(expected: "end of file after the JSON value")
                    }
                    return value
                }
                switch container {
                case .array:
                    arrays[arrays.count - 1].append(value)
                    spans?.adopt()
                    if try readSeparator(closing: UInt8(ascii: "]"), after: "array element") {
                        continue readingValues
                    }
                    containers.removeLast()
                    value = .array(arrays.removeLast())
                    spans?.close(end: position)
                case .object:
                    let last = objects.count - 1
                    if objects[last].repeated {
                        objects[last].object.replaceMember(objects[last].key, value, line: objects[last].keyLine)
                    } else {
                        objects[last].object.appendNewMember(objects[last].key, value, line: objects[last].keyLine)
                    }
                    spans?.adopt()
                    if try readSeparator(closing: UInt8(ascii: "}"), after: "object member") {
                        try readKey(into: &objects[last])
                        continue readingValues
                    }
                    containers.removeLast()
                    value = .object(objects.removeLast().object)
                    spans?.close(end: position)
                }
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        guard depth < JSONParser.maximumDepth else {
            throw error("arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep", at: position)
        }
    }

    /// After an element or member: consumes `,` and returns true, or consumes `closing` and returns false.
    private mutating func readSeparator(closing: UInt8, after what: String) throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            let comma = position
            position += 1
            skipWhitespace()
            if peek() == closing {
                if lenient {
                    notes.note(.trailingComma, line: line)
                    position += 1
                    return false
                }
                throw error("trailing comma before '\(Character(UnicodeScalar(closing)))': JSON allows no comma after the last \(what)", at: comma)
            }
            return true
        case closing:
            position += 1
            return false
        default:
            throw unexpected(expected: "',' or '\(Character(UnicodeScalar(closing)))' after \(what)")
        }
    }

    /// Reads a member's key and its colon, leaving `position` at the member's value.
    private mutating func readKey(into open: inout OpenObject) throws(JSONSyntaxError) {
        let keyStart = position
        let keyLine = line
        let key: String
        if peek() == UInt8(ascii: "\"") {
            key = try readString()
        } else if lenient, let extended = try readExtendedName() {
            key = extended
        } else {
            throw unexpected(expected: "a member name in double quotes")
        }
        spans?.key(keyStart..<position)
        // Every member of an object being parsed has a line, so a known line means a repeated key.
        open.repeated = false
        if let firstLine = open.object.line(of: key) {
            guard lenient else {
                throw error("duplicate key \"\(key)\" (first defined on line \(firstLine))", at: keyStart)
            }
            open.repeated = true
            notes.duplicates.append(DuplicateMember(key: key, object: .root, firstLine: firstLine, line: keyLine))
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after key \"\(key)\"")
        }
        position += 1
        skipWhitespace()
        open.key = key
        open.keyLine = keyLine
    }

    private mutating func readScalar() throws(JSONSyntaxError) -> JSON {
        switch peek() {
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard lenient else { return .number(try readNumber()) }
            return .number(try readExtendedNumber())
        case UInt8(ascii: "'") where lenient, UInt8(ascii: "+") where lenient, UInt8(ascii: ".") where lenient:
            return try readExtendedScalar()
        case UInt8(ascii: "t") where readLiteral("true"):
            return .bool(true)
        case UInt8(ascii: "f") where readLiteral("false"):
            return .bool(false)
        case UInt8(ascii: "n") where readLiteral("null"):
            return .null
        default:
            throw valueExpected()
        }
    }

    /// Consumes `literal` when it stands here as a whole word.
    private mutating func readLiteral(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard bytes.count - position >= length,
              UnsafeBufferPointer(start: literal.utf8Start, count: length)
                .elementsEqual(bytes[position..<position + length]),
              !Self.isWordByte(byteAt(position + length))
        else { return false }
        position += length
        return true
    }

    /// The byte at `position`, or 0 at the end of the input.
    @inline(__always)
    func peek() -> UInt8 {
        byteAt(position)
    }

    /// The byte at `offset`, or 0 at or past the end of the input.
    @inline(__always)
    func byteAt(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "\n"):
                line += 1
                position += 1
            case UInt8(ascii: "\r"):
                position += 1
                if byteAt(position) != UInt8(ascii: "\n") {
                    line += 1
                }
            case UInt8(ascii: "/") where lenient:
                guard skipComment() else { return }
            default:
                return
            }
        }
    }
}

/// Writes `JSON` values as UTF-8 bytes into one growing buffer.
struct JSONWriter {
    let pretty: Bool
    let sortedKeys: Bool
    /// True to write one line with a space after each comma and colon (`{"value": 16, "unit": "px"}`).
    var spaced = false
    var output: [UInt8] = []

    init(pretty: Bool, sortedKeys: Bool) {
        self.pretty = pretty
        self.sortedKeys = sortedKeys
        output.reserveCapacity(1024)
    }

    /// Appends `value`, which sits `depth` levels deep (used for indentation).
    mutating func write(_ value: JSON, depth: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): writeNumber(number)
        case .string(let string): writeString(string)
        case .array(let elements): writeArray(elements, depth: depth)
        case .object(let object):
            if sortedKeys {
                writeObject(object.sorted { $0.key < $1.key }, depth: depth)
            } else {
                writeObject(object, depth: depth)
            }
        }
    }

    private mutating func writeArray(_ elements: [JSON], depth: Int) {
        guard !elements.isEmpty else { return append("[]") }
        output.append(UInt8(ascii: "["))
        for (offset, element) in elements.enumerated() {
            if offset > 0 {
                append(spaced ? ", " : ",")
            }
            startLine(depth: depth + 1)
            write(element, depth: depth + 1)
        }
        startLine(depth: depth)
        output.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ members: some Collection<(key: String, value: JSON)>, depth: Int) {
        guard !members.isEmpty else { return append("{}") }
        output.append(UInt8(ascii: "{"))
        var isFirst = true
        for member in members {
            if !isFirst {
                append(spaced ? ", " : ",")
            }
            isFirst = false
            startLine(depth: depth + 1)
            writeString(member.key)
            append(pretty || spaced ? ": " : ":")
            write(member.value, depth: depth + 1)
        }
        startLine(depth: depth)
        output.append(UInt8(ascii: "}"))
    }

    /// In pretty form, a line break and the indentation for `depth`; nothing in compact form.
    private mutating func startLine(depth: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

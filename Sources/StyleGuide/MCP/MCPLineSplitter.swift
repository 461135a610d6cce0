/// Cuts what arrives on stdin into the newline-delimited messages of MCP's stdio transport,
/// holding at most `limit` bytes of a message: the rest of a longer line is skipped as it
/// arrives and the line reported as too long, so one endless line costs no more memory than a long one.
struct MCPLineSplitter: Sendable {
    /// One line: a message, or the length of one that was too long (at least that many bytes).
    enum Line: Sendable, Equatable {
        /// A message's bytes, without its line end (`\n` or `\r\n`).
        case message([UInt8])
        /// A line longer than the limit, with the bytes seen of it.
        case tooLong(Int)
    }

    /// The most bytes a message may have (`mcpMessageBytes`).
    let limit: Int
    private var pending: [UInt8] = []
    private var skipped = 0

    /// A splitter for messages of at most `limit` bytes.
    init(limit: Int) { self.limit = limit }

    /// The lines that `chunk` completes; blank lines are left out.
    mutating func feed(_ chunk: some Collection<UInt8>) -> [Line] {
        var lines: [Line] = []
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            take(rest[..<newline])
            if let line = finish() { lines.append(line) }
            rest = rest[rest.index(after: newline)...]
        }
        take(rest)
        return lines
    }

    /// The last line, when the input ended without a line end after it.
    mutating func end() -> Line? { finish() }

    private mutating func take(_ bytes: some Collection<UInt8>) {
        if skipped > 0 || pending.count + bytes.count > limit + 1 {
            skipped += skipped == 0 ? pending.count + bytes.count : bytes.count
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func finish() -> Line? {
        defer { pending = []; skipped = 0 }
        if skipped > 0 { return .tooLong(skipped) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        if pending.count > limit { return .tooLong(pending.count) }
        return pending.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) ? nil : .message(pending)
    }
}

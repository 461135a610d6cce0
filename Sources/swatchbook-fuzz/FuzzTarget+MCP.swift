import DesignSystem
import DesignTokens
import StyleGuide
import Synchronization

extension FuzzTarget {
    /// The MCP server on stdio, in process, on the bundled Config: the input is what a client
    /// writes to its standard input (lines of JSON-RPC, a line too long, bytes that are no JSON).
    /// Every line the server writes is one JSON-RPC 2.0 object — a response with an id and a
    /// `result` or an `error`, or a notification — and no input gets more answers than it has lines.
    static let mcp = FuzzTarget(name: "mcp", summary: "MCP JSON-RPC lines on stdio, in process: every answer is one JSON-RPC object, one per line at most",
                                prepare: { _ = FuzzMCP.snapshot }) {
        input throws(FuzzFailure) in
        let written = Mutex<[[UInt8]]>([])
        // A store of its own for each input: the server follows its reloads, and a shared store would gather one follower per input.
        let server = MCPStdioServer(store: SnapshotStore(FuzzMCP.snapshot)) { line in written.withLock { $0.append(line) } }
        server.receive(input)
        server.finish()
        let lines = written.withLock { $0 }
        let sent = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).count
        try FuzzFailure.require(lines.count <= sent, "\(lines.count) answers to \(sent) lines")
        for line in lines {
            try FuzzFailure.require(line.last == UInt8(ascii: "\n") && line.dropLast().firstIndex(of: UInt8(ascii: "\n")) == nil,
                                    "an answer is not exactly one line")
            let answer: JSON
            do {
                answer = try JSONParser.parse(Array(line.dropLast()))
            } catch {
                throw FuzzFailure("an answer that is not JSON (\(error)): \(String(decoding: line, as: UTF8.self))")
            }
            try FuzzMCP.check(answer)
        }
    }
}

/// The snapshot the MCP target answers from, and the shape every answer must have.
enum FuzzMCP {
    /// The bundled Config (`Config/` below the working folder), loaded once.
    static let snapshot: Snapshot = {
        switch SnapshotLoader.load(configDirectory: "Config", publicFolder: .at("Public"), strictness: .strict) {
        case .failure(let problems): fatalError("the mcp target needs the bundled Config in the working folder: \(problems)")
        case .success(let snapshot): return snapshot
        }
    }()

    /// Fails unless `answer` is a JSON-RPC 2.0 response (or a batch of them) or notification.
    static func check(_ answer: JSON) throws(FuzzFailure) {
        if case .array(let batch) = answer {
            try FuzzFailure.require(!batch.isEmpty, "an empty batch answer")
            for each in batch { try check(each) }
            return
        }
        try FuzzFailure.require(answer["jsonrpc"] == .string("2.0"), "an answer without \"jsonrpc\": \"2.0\": \(answer)")
        if answer["method"] != nil { return }
        let id = answer["id"]
        switch id {
        case .string?, .number?, .null?: break
        default: throw FuzzFailure("an answer whose id is neither a string, a number nor null: \(answer)")
        }
        try FuzzFailure.require((answer["result"] == nil) != (answer["error"] == nil), "an answer needs exactly one of result and error: \(answer)")
        if let error = answer["error"] {
            try FuzzFailure.require(error["code"]?.doubleValue != nil && error["message"]?.stringValue != nil, "an error without code or message: \(answer)")
        }
    }
}

/// Reads the bytes of an HTTP/1.1 answer: the status, and the body framed by `Content-Length`,
/// by chunks, or by the connection's end. Linear in the bytes read.
struct ClientAnswer: Sendable, Equatable {
    /// The status code.
    var status: Int
    /// The body, chunks joined.
    var body: [UInt8]

    /// The offset just past the blank line that ends the head, once `bytes` holds it.
    static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count where bytes[index] == 0x0A && bytes[index - 1] == 0x0D
            && bytes[index - 2] == 0x0A && bytes[index - 3] == 0x0D {
            return index + 1
        }
        return nil
    }

    /// The head's status and framing: (status, content length or nil, chunked).
    static func head(_ bytes: ArraySlice<UInt8>) throws(ClientError) -> (status: Int, length: Int?, chunked: Bool) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: true)
        guard let statusLine = lines.first else { throw ClientError(.badAnswer, "the answer has no status line") }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]), status >= 100 else {
            throw ClientError(.badAnswer, "the answer's status line is not HTTP/1.x: \(statusLine.prefix(80))")
        }
        var length: Int?
        var chunked = false
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else { throw ClientError(.badAnswer, "the answer's Content-Length is not a number: \(value.prefix(40))") }
                length = number
            } else if name == "transfer-encoding" {
                chunked = value.lowercased().contains("chunked")
            }
        }
        return (status, length, chunked)
    }

    /// The body of a chunked answer, chunks joined; the trailer is ignored.
    static func unchunk(_ bytes: ArraySlice<UInt8>) throws(ClientError) -> [UInt8] {
        var body: [UInt8] = []
        var index = bytes.startIndex
        while true {
            guard let lineEnd = bytes[index...].firstIndex(of: 0x0A), lineEnd > index, bytes[lineEnd - 1] == 0x0D else {
                throw ClientError(.badAnswer, "the answer ended inside a chunk")
            }
            let sizeText = String(decoding: bytes[index..<(lineEnd - 1)], as: UTF8.self).prefix { $0 != ";" }.trimmingCharacters(in: " \t")
            guard sizeText.count <= 15, let size = Int(sizeText, radix: 16), size >= 0 else {
                throw ClientError(.badAnswer, "a chunk's size is not hexadecimal: \(sizeText.prefix(20))")
            }
            if size == 0 { return body }
            let start = lineEnd + 1
            guard bytes.endIndex - start >= size + 2 else { throw ClientError(.badAnswer, "the answer ended inside a chunk") }
            body.append(contentsOf: bytes[start..<(start + size)])
            index = start + size + 2
        }
    }
}

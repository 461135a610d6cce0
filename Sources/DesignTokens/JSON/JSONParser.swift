/// Reads strict RFC 8259 JSON into `JSON` values that keep member order and the line of each key.
///
/// Rejected: comments, trailing commas, single quotes, NaN and Infinity, leading zeros, numbers
/// outside the range of a 64-bit float, control characters and invalid escapes in strings, lone
/// surrogates, invalid UTF-8, duplicate keys, nesting deeper than `maximumDepth`, and anything but
/// whitespace after the value. A UTF-8 byte order mark at the start is skipped.
public enum JSONParser {
    /// The deepest nesting of arrays and objects a document may have.
    public static let maximumDepth = 512

    /// Parses one JSON document from UTF-8 bytes.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
        try bytes.withUnsafeBufferPointer(parseResult(of:)).get()
    }

    /// Parses one JSON document from the UTF-8 form of `text`.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSON {
        var text = text
        return try text.withUTF8(parseResult(of:)).get()
    }

    /// Parses one document that may use JSONC and JSON5 syntax (comments, trailing commas, single
    /// quotes, unquoted names, JSON5 numbers) and repeat a member name (the last value wins, in
    /// the first one's place); the notes say what it used. The DTCG resolver module allows tools
    /// to read such documents; token files are JSON, so their readers report the notes.
    public static func parseLenient(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSON, JSONNotes) {
        var (json, notes) = try bytes.withUnsafeBufferPointer(lenientResult(of:)).get()
        if !notes.duplicates.isEmpty {
            notes.duplicates = DuplicateMember.located(notes.duplicates, in: json)
        }
        return (json, notes)
    }

    /// Parses one strict JSON document from UTF-8 bytes, with the byte range of every value and
    /// key (for editing the text in place).
    public static func parseWithSpans(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSON, JSONSourceMap) {
        try bytes.withUnsafeBufferPointer(spannedResult(of:)).get()
    }

    private static func spannedResult(of buffer: UnsafeBufferPointer<UInt8>) -> Result<(JSON, JSONSourceMap), JSONSyntaxError> {
        var reader = JSONReader(bytes: buffer)
        reader.spans = JSONSpanRecorder()
        do {
            let json = try reader.readDocument()
            return .success((json, reader.spans!.map))
        } catch {
            return .failure(error)
        }
    }

    private static func lenientResult(of buffer: UnsafeBufferPointer<UInt8>) -> Result<(JSON, JSONNotes), JSONSyntaxError> {
        var reader = JSONReader(bytes: buffer, lenient: true)
        do {
            return .success((try reader.readDocument(), reader.notes))
        } catch {
            return .failure(error)
        }
    }

    private static func parseResult(of buffer: UnsafeBufferPointer<UInt8>) -> Result<JSON, JSONSyntaxError> {
        var reader = JSONReader(bytes: buffer)
        do {
            return .success(try reader.readDocument())
        } catch {
            return .failure(error)
        }
    }
}

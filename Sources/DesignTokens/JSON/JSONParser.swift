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

    private static func parseResult(of buffer: UnsafeBufferPointer<UInt8>) -> Result<JSON, JSONSyntaxError> {
        var reader = JSONReader(bytes: buffer)
        do {
            return .success(try reader.readDocument())
        } catch {
            return .failure(error)
        }
    }
}

/// A reference from one value to another: `{color.brand.500}`, or a JSON Pointer `{"$ref": "#/…"}`.
public enum TokenReference: Hashable, Sendable, CustomStringConvertible {
    /// A curly-brace alias: the whole `$value` of the token at this path.
    case alias(TokenPath)
    /// A JSON Pointer into the composed token document (a token, or a part of its value).
    case pointer(JSONPointer)

    /// Reads a curly-brace alias: the whole string must be `{` path `}`. Nil when `text` is not
    /// written as one; an error message when it is, but malformed.
    public static func alias(in text: String) -> Result<TokenReference, ReferenceSyntaxError>? {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "{")) else { return nil }
        guard utf8.first == UInt8(ascii: "{") && utf8.last == UInt8(ascii: "}") && utf8.count >= 2 else {
            return text.contains("{") && text.contains("}") ? .failure(ReferenceSyntaxError("'\(text)' mixes text and a reference; a reference must be the whole string, like '{color.brand.500}'")) : nil
        }
        var segments: [String] = []
        let end = utf8.index(before: utf8.endIndex)
        var start = utf8.index(after: utf8.startIndex)
        var cursor = start
        while true {
            guard cursor == end || utf8[cursor] == UInt8(ascii: ".") else {
                cursor = utf8.index(after: cursor)
                continue
            }
            let segment = String(Substring(text.unicodeScalars[start..<cursor]))
            let isRootAtEnd = cursor == end && !segments.isEmpty && segment == TokenName.root
            if !isRootAtEnd, let problem = TokenName.problem(in: segment) {
                return .failure(ReferenceSyntaxError("'\(text)' is not a valid reference: \(problem) ('\(segment)')"))
            }
            segments.append(segment)
            if cursor == end { break }
            cursor = utf8.index(after: cursor)
            start = cursor
        }
        return .success(.alias(TokenPath(segments)))
    }

    /// Reads a JSON Pointer reference object `{"$ref": "#/…"}`. Nil when `value` is not an
    /// object with `$ref`; an error message when it is, but malformed.
    public static func pointer(in value: JSON) -> Result<TokenReference, ReferenceSyntaxError>? {
        guard let object = value.objectValue, let target = object["$ref"] else { return nil }
        guard object.count == 1 else {
            return .failure(ReferenceSyntaxError("a {\"$ref\": …} reference object must have no other members"))
        }
        guard let text = target.stringValue else { return .failure(ReferenceSyntaxError("$ref must be a string, found \(target.kindName)")) }
        guard text.hasPrefix("#/"), let pointer = JSONPointer(text), !pointer.tokens.contains(where: \.isEmpty) else {
            return .failure(ReferenceSyntaxError("$ref '\(text)' must be a JSON Pointer into this document, like '#/color/brand/500/$value'"))
        }
        return .success(.pointer(pointer))
    }

    /// `{color.brand.500}` or `#/color/brand/500/$value`.
    public var description: String {
        switch self {
        case .alias(let path): return "{\(path)}"
        case .pointer(let pointer): return "#\(pointer)"
        }
    }
}

/// Why a string or object that looks like a reference is not a valid one.
public struct ReferenceSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, for the person fixing the file.
    public let message: String

    /// Creates the error.
    public init(_ message: String) { self.message = message }
}

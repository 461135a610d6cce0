import DesignSystem

/// How large a docs page may be, how much its front matter may hold, and how deeply its markdown
/// may nest (members of `limits` in swatchbook.json): a page is read, rendered, sanitized and kept
/// whole at every load, so its bytes are bounded; every key a page sets beyond Swatchbook's own is
/// kept as metadata, so the keys and their values are bounded; nesting bounds the page's tree and
/// the work of each line.
public struct FrontMatterLimits: Sendable, Equatable {
    /// Bytes of one docs page, from its size before it is read (`docPageBytes`).
    public var pageBytes = 1_048_576
    /// Keys of one page kept as metadata (`frontMatterKeys`).
    public var keys = 64
    /// Bytes of one front matter value, or of one key (`frontMatterValueBytes`).
    public var valueBytes = 4096
    /// Levels block quotes and list items may nest, and emphasis and links inside one another (`markdownNesting`).
    public var markdownNesting = 32

    /// The default limits.
    public init() {}

    /// The range `docPageBytes` may be set in: up to `configBytes`' default, the whole Config's.
    static let pageBytesRange = 1_024...67_108_864
    /// The range `frontMatterKeys` may be set in.
    static let keysRange = 1...4096
    /// The range `frontMatterValueBytes` may be set in.
    static let valueBytesRange = 64...1_048_576
    /// The range `markdownNesting` may be set in.
    static let markdownNestingRange = 1...100

    /// Reads `docPageBytes`, `frontMatterKeys`, `frontMatterValueBytes` and `markdownNesting` from the `limits` object, keeping the
    /// default of each one not given.
    static func read(_ reader: inout ObjectReader) -> FrontMatterLimits {
        var limits = FrontMatterLimits()
        limits.pageBytes = reader.integer("docPageBytes", in: pageBytesRange) ?? limits.pageBytes
        limits.keys = reader.integer("frontMatterKeys", in: keysRange) ?? limits.keys
        limits.valueBytes = reader.integer("frontMatterValueBytes", in: valueBytesRange) ?? limits.valueBytes
        limits.markdownNesting = reader.integer("markdownNesting", in: markdownNestingRange) ?? limits.markdownNesting
        return limits
    }

    /// The error for a page past these limits, worded as every limit's refusal is.
    func exceeded(_ what: String, limit: Int, unit: String, setting: String, file: String, key: String, line: Int) -> Diagnostic {
        Diagnostic(.limitExceeded, file: file, path: JSONPointer(tokens: [key]), line: line,
                   TokenLimits.message(what, limit: limit, unit: unit, setting: setting))
    }

    /// The error for a page of `bytes` bytes, more than `docPageBytes` (at line 1: the whole file); it is not read.
    func oversizedPage(file: String, bytes: Int) -> Diagnostic {
        Diagnostic(.limitExceeded, file: file, line: 1,
                   TokenLimits.message("the page holds \(TokenLimits.grouped(bytes)) bytes", limit: pageBytes, unit: "bytes", setting: "docPageBytes"))
    }

    /// The error for a page whose markdown nests deeper than `markdownNesting` on `line` (the deeper part is read as text).
    func nestingExceeded(file: String, line: Int) -> Diagnostic {
        Diagnostic(.limitExceeded, file: file, line: line,
                   TokenLimits.message("block quotes, list items, emphasis or links nest more than \(markdownNesting) deep",
                                       limit: markdownNesting, unit: "levels", setting: "markdownNesting"))
    }
}

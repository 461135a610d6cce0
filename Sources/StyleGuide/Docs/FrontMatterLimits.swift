import DesignSystem

/// How much a docs page's front matter may hold (members of `limits` in swatchbook.json): every
/// key a page sets beyond Swatchbook's own is kept as metadata, so the keys and their values are bounded.
public struct FrontMatterLimits: Sendable, Equatable {
    /// Keys of one page kept as metadata (`frontMatterKeys`).
    public var keys = 64
    /// Bytes of one front matter value, or of one key (`frontMatterValueBytes`).
    public var valueBytes = 4096

    /// The default limits.
    public init() {}

    /// The range `frontMatterKeys` may be set in.
    static let keysRange = 1...4096
    /// The range `frontMatterValueBytes` may be set in.
    static let valueBytesRange = 64...1_048_576

    /// Reads `frontMatterKeys` and `frontMatterValueBytes` from the `limits` object, keeping the default of each one not given.
    static func read(_ reader: inout ObjectReader) -> FrontMatterLimits {
        var limits = FrontMatterLimits()
        limits.keys = reader.integer("frontMatterKeys", in: keysRange) ?? limits.keys
        limits.valueBytes = reader.integer("frontMatterValueBytes", in: valueBytesRange) ?? limits.valueBytes
        return limits
    }

    /// The error for a page past these limits, worded as every limit's refusal is.
    func exceeded(_ what: String, limit: Int, unit: String, setting: String, file: String, key: String, line: Int) -> Diagnostic {
        Diagnostic(.limitExceeded, file: file, path: JSONPointer(tokens: [key]), line: line,
                   TokenLimits.message(what, limit: limit, unit: unit, setting: setting))
    }
}

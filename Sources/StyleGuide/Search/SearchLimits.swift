import DesignSystem
import MicroHTTP

/// How much one search may ask for (members of `limits` in swatchbook.json), so that no query
/// costs much more than another: a search reads the whole index once per distinct word.
public struct SearchLimits: Sendable, Equatable {
    /// Distinct words of one query (`searchTerms`).
    public var terms = 8
    /// Bytes of one word of a query, once folded (`searchTermBytes`).
    public var termBytes = 128

    /// The default limits.
    public init() {}

    /// The range `searchTerms` may be set in.
    static let termsRange = 1...64
    /// The range `searchTermBytes` may be set in.
    static let termBytesRange = 16...1024

    /// Reads `searchTerms` and `searchTermBytes` from the `limits` object, keeping the default of each one not given.
    static func read(_ reader: inout ObjectReader) -> SearchLimits {
        var limits = SearchLimits()
        limits.terms = reader.integer("searchTerms", in: termsRange) ?? limits.terms
        limits.termBytes = reader.integer("searchTermBytes", in: termBytesRange) ?? limits.termBytes
        return limits
    }

    /// The 400 for a query past these limits, or nil when `terms` keeps within them. The message
    /// says what was found, the limit and where to raise it, as every limit's refusal does.
    func refusal(of terms: SearchTerms) -> HTTPError? {
        if terms.words.count > self.terms {
            return HTTPError(.badRequest, Self.message("the search has \(terms.words.count) different words",
                                                       limit: self.terms, unit: "words", setting: "searchTerms"))
        }
        if let long = terms.words.first(where: { $0.utf8.count > termBytes }) {
            return HTTPError(.badRequest, Self.message("the search word '\(long.prefix(24))…' has \(long.utf8.count) bytes",
                                                       limit: termBytes, unit: "bytes", setting: "searchTermBytes"))
        }
        return nil
    }

    private static func message(_ what: String, limit: Int, unit: String, setting: String) -> String {
        "\(what); the limit is \(TokenLimits.grouped(limit)) \(unit) (\"limits\": {\"\(setting)\": …} in swatchbook.json)"
    }
}

import DesignSystem
import MicroHTTP

/// What narrows a search besides its words: a status (`?status=draft`, or `status:draft` among
/// the words), which keeps only the docs pages and components that have it.
struct SearchFilter: Sendable, Equatable {
    /// The status every result must have, or nil for any.
    var status: LifecycleStatus?
    /// The kind every result must be, or nil for any (the MCP tool `search` sets it).
    var kind: SearchIndex.Entry.Kind?

    /// The query parameter that sets the status.
    static let parameter = "status"
    /// What a word of the query starts with to set the status.
    static let prefix = "status:"

    /// The filter of `query` and of the `status` parameter's `values`, and the query without its
    /// `status:` words. A status that is not one of ``LifecycleStatus/all``, a repeated parameter,
    /// or two different statuses are a 400 saying which statuses there are.
    static func read(query: String, parameter values: [String]) throws(HTTPError) -> (filter: SearchFilter, query: String) {
        if values.count > 1 { throw HTTPError(.badRequest, "query parameter '\(parameter)' is given more than once") }
        var filter = SearchFilter()
        if let value = values.first, !value.isEmpty { filter.status = try status(value, from: "query parameter 'status'") }
        var words: [Substring] = []
        for word in query.split(whereSeparator: \.isWhitespace) {
            guard word.lowercased().hasPrefix(prefix) else {
                words.append(word)
                continue
            }
            let status = try status(String(word.dropFirst(prefix.count)), from: "the search's '\(word.prefix(40))'")
            if let other = filter.status, other != status {
                throw HTTPError(.badRequest, "the search asks for status '\(other)' and status '\(status)'; a result has one status")
            }
            filter.status = status
        }
        return (filter, filter.status == nil ? query : words.joined(separator: " "))
    }

    /// True when `entry` passes the filter.
    func admits(_ entry: SearchIndex.Entry) -> Bool { (status == nil || entry.status == status) && (kind == nil || entry.kind == kind) }

    /// True when the filter keeps every entry.
    var isEmpty: Bool { status == nil && kind == nil }

    /// The entries a search for `query` (with `status:` words) finds, best first, at most `limit`;
    /// a filter alone lists what it admits. The guide's search page and the MCP tool `search`
    /// both ask here; a query past `limits` is a 400 naming the setting.
    static func results(of query: String, statuses: [String], kind: SearchIndex.Entry.Kind? = nil, limits: SearchLimits,
                        in index: @autoclosure () -> SearchIndex, limit: Int = 60) throws(HTTPError) -> [SearchIndex.Entry] {
        var (filter, words) = try read(query: query, parameter: statuses)
        filter.kind = kind
        let terms = SearchTerms(words)
        if let refusal = limits.refusal(of: terms) { throw refusal }
        if terms.isEmpty { return filter.isEmpty ? [] : index().entries(admittedBy: filter, limit: limit) }
        return index().search(terms, filter: filter, limit: limit)
    }

    private static func status(_ name: String, from place: String) throws(HTTPError) -> LifecycleStatus {
        guard let status = LifecycleStatus(named: name) else {
            throw HTTPError(.badRequest, name.isEmpty ? "\(place) names no status; the statuses are \(LifecycleStatus.allowedNames)"
                                                      : "\(place): " + LifecycleStatus.unknownMessage(String(name.prefix(40))))
        }
        return status
    }
}

import DesignSystem
import MicroHTTP

/// What a request to `/api/tokens` asks for, validated: a permutation, a format, filters.
struct TokenQuery: Hashable, Sendable {
    /// The modifiers' contexts.
    var permutation: Permutation
    /// The output format.
    var format: TokenExportFormat
    /// Only tokens of this type.
    var type: TokenType?
    /// Only tokens below this group.
    var group: TokenPath?
    /// Whether references are replaced by values.
    var resolve: Bool

    /// True when the query asks for a whole permutation, which is rendered once and kept.
    var isUnfiltered: Bool { type == nil && group == nil }

    /// Reads the query items of a request; every problem is a 400 naming what is allowed.
    /// `others` are parameters the caller reads itself: allowed (and listed as allowed), otherwise ignored.
    static func parse(_ items: QueryItems, system: TokenSystem, defaultInputs: [String: String],
                      allowFormat: Bool = true, others: [String] = []) throws(HTTPError) -> TokenQuery {
        let modifiers = system.modifiers.map(\.name)
        let fixed = (allowFormat ? ["format", "type", "group", "resolve"] : []) + others
        for name in items.names {
            if items.values(for: name).count > 1 {
                throw HTTPError(.badRequest, "query parameter '\(name)' is given more than once")
            }
            guard fixed.contains(name) || modifiers.contains(where: { $0.lowercased() == name.lowercased() }) else {
                throw HTTPError(.badRequest, "unknown query parameter '\(name)'; allowed: \((fixed + modifiers).joined(separator: ", "))")
            }
        }
        var inputs = defaultInputs.filter { key, _ in modifiers.contains(key) }
        for modifier in modifiers {
            if let value = items.names.first(where: { $0.lowercased() == modifier.lowercased() }).flatMap({ items[$0] }) {
                inputs[modifier] = value
            }
        }
        let permutation: Permutation
        switch ResolverInputs.permutation(for: inputs, modifiers: system.modifiers) {
        case .success(let chosen): permutation = chosen
        case .failure(let problems): throw HTTPError(.badRequest, problems.list.map(\.message).joined(separator: "; "))
        }
        var query = TokenQuery(permutation: permutation, format: .dtcg, type: nil, group: nil, resolve: true)
        if let format = items["format"] {
            guard let parsed = TokenExportFormat(format) else {
                throw HTTPError(.badRequest, "unknown format '\(format)'; allowed: \(TokenExportFormat.all.map(\.rawValue).joined(separator: ", "))")
            }
            query.format = parsed
        }
        if let type = items["type"] {
            guard TokenType(type).isStandard else {
                throw HTTPError(.badRequest, "unknown type '\(type)'; allowed: \(TokenType.standard.map(\.rawValue).joined(separator: ", "))")
            }
            query.type = TokenType(type)
        }
        if let group = items["group"] {
            guard let path = TokenPath(dotted: group) else {
                throw HTTPError(.badRequest, "'\(group)' is not a group path such as 'color.brand'")
            }
            query.group = path
        }
        if let resolve = items["resolve"] {
            guard let flag = ["true": true, "false": false][resolve] else {
                throw HTTPError(.badRequest, "resolve must be true or false, found '\(resolve)'")
            }
            query.resolve = flag
        }
        return query
    }
}

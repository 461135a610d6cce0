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
    /// The modifier asked for with `*`: every one of its contexts in one answer (the others as
    /// `permutation` chooses; `permutation` holds this modifier's default context).
    var allContextsOf: String? = nil
    /// `name=`: the type the constants are declared in, for the formats that have one.
    var typeName: String? = nil

    /// True when the query asks for a whole permutation, which is rendered once and kept.
    var isUnfiltered: Bool { type == nil && group == nil && allContextsOf == nil && typeName == nil }

    /// True for the tokens the filters keep.
    var filter: @Sendable (ResolvedToken) -> Bool {
        { [type, group] token in (type.map { token.type == $0 } ?? true) && (group.map { $0.contains(token.path) } ?? true) }
    }

    /// The value that asks for every context of a modifier: `theme=*`.
    static let allContexts = "*"

    /// Reads the query items of a request; every problem is a 400 naming what is allowed.
    /// `others` are parameters the caller reads itself: allowed (and listed as allowed), otherwise ignored.
    static func parse(_ items: QueryItems, system: TokenSystem, defaultInputs: [String: String],
                      allowFormat: Bool = true, others: [String] = []) throws(HTTPError) -> TokenQuery {
        let modifiers = system.modifiers.map(\.name)
        let fixed = (allowFormat ? ["format", "type", "group", "resolve", "name"] : []) + others
        for name in items.names {
            if items.values(for: name).count > 1 {
                throw HTTPError(.badRequest, "query parameter '\(name)' is given more than once")
            }
            guard fixed.contains(name) || modifiers.contains(where: { $0.lowercased() == name.lowercased() }) else {
                throw HTTPError(.badRequest, "unknown query parameter '\(name)'; allowed: \((fixed + modifiers).joined(separator: ", "))")
            }
        }
        var inputs = defaultInputs.filter { key, _ in modifiers.contains(key) }
        var allContextsOf: String?
        for modifier in modifiers {
            guard let value = items.names.first(where: { $0.lowercased() == modifier.lowercased() }).flatMap({ items[$0] }) else {
                continue
            }
            guard value == allContexts else {
                inputs[modifier] = value
                continue
            }
            guard allowFormat else {
                throw HTTPError(.badRequest, "'\(modifier)=*' (every context in one answer) is for /api/tokens; name one context here")
            }
            if let first = allContextsOf {
                throw HTTPError(.badRequest, "only one modifier may be '*' in one answer; '\(first)' and '\(modifier)' both are")
            }
            allContextsOf = modifier
        }
        if let varying = allContextsOf, inputs[varying] == nil,
           let modifier = system.modifiers.first(where: { $0.name == varying }), modifier.defaultContext == nil {
            inputs[varying] = modifier.contextNames.first
        }
        let permutation: Permutation
        switch ResolverInputs.permutation(for: inputs, modifiers: system.modifiers) {
        case .success(let chosen): permutation = chosen
        case .failure(let problems): throw HTTPError(.badRequest, problems.list.map(\.message).joined(separator: "; "))
        }
        var query = TokenQuery(permutation: permutation, format: .dtcg, type: nil, group: nil, resolve: true,
                               allContextsOf: allContextsOf)
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
        if let name = items["name"] {
            // Checked in every format, used by those that name what holds the tokens, ignored by the others.
            guard TokenExportFormat.isTypeName(name) else {
                throw HTTPError(.badRequest, "name must be a type name: a letter or _, then letters, digits or _, "
                    + "at most \(TokenExportFormat.typeNameLimit) characters; found '\(name)'")
            }
            if query.format.takesTypeName { query.typeName = name }
        }
        return query
    }
}

/// Reads the value a style file gives one property: a `{token}` reference, one of the
/// property's keywords, or a literal DTCG value of its type (read strictly, and flagged).
enum StyleValueReader {
    /// The value of `property` written as `json` at `origin`, or nil when it is in error; and
    /// every problem (a literal that is valid is still a warning).
    static func read(_ json: JSON, for property: StyleProperty, at origin: TokenOrigin) -> (StyleValue?, [Diagnostic]) {
        switch property.accepts {
        case .keywords(let keywords): return keyword(json, for: property, keywords: keywords, at: origin)
        case .token(let type): return tokenOrLiteral(json, for: property, type: type, at: origin)
        case .image: return (nil, [origin.diagnostic(.wrongType, "'\(property.name)' is drawn from the sample's image; a style cannot set it")])
        }
    }

    private static func keyword(_ json: JSON, for property: StyleProperty, keywords: [String],
                                at origin: TokenOrigin) -> (StyleValue?, [Diagnostic]) {
        let allowed = list(keywords, or: true)
        guard let text = json.stringValue else {
            return (nil, [origin.diagnostic(.wrongType, "'\(property.name)' takes one of the keywords \(allowed), found \(json.kindName)")])
        }
        if keywords.contains(text) { return (.keyword(text), []) }
        if TokenReference.alias(in: text) != nil {
            return (nil, [origin.diagnostic(.invalidKeyword, "'\(property.name)' takes one of the keywords \(allowed), not a token reference")])
        }
        let suggestion = Suggestion.closest(to: text, among: keywords).map { " (did you mean '\($0)'?)" } ?? ""
        return (nil, [origin.diagnostic(.invalidKeyword, "'\(text)' is not a keyword of '\(property.name)'\(suggestion); use \(allowed)")])
    }

    private static func tokenOrLiteral(_ json: JSON, for property: StyleProperty, type: TokenType,
                                       at origin: TokenOrigin) -> (StyleValue?, [Diagnostic]) {
        if let text = json.stringValue, let parsed = TokenReference.alias(in: text) {
            switch parsed {
            case .success(.alias(let path)): return (.token(path), [])
            case .success(.pointer): return (nil, [origin.diagnostic(.invalidReference, "'\(text)' is not a curly-brace reference")])
            case .failure(let problem): return (nil, [origin.diagnostic(.invalidReference, problem.message)])
            }
        }
        if TokenReference.pointer(in: json) != nil {
            return (nil, [origin.diagnostic(.invalidReference,
                "a style binds a property to a whole token with a curly-brace reference such as \"{color.brand.500}\", not {\"$ref\": …}")])
        }
        return literal(json, for: property, type: type, at: origin)
    }

    private static func literal(_ json: JSON, for property: StyleProperty, type: TokenType,
                                at origin: TokenOrigin) -> (StyleValue?, [Diagnostic]) {
        var reader = ValueReader(origin: origin, strictness: .strict)
        let value = reader.read(json, as: type)
        var diagnostics = reader.sink.diagnostics.map { withoutValueMember($0, below: origin.pointer) }
        if !reader.references.isEmpty {
            diagnostics.append(origin.diagnostic(.invalidReference,
                "a literal value cannot refer to tokens; bind '\(property.name)' to a whole token, such as \"{…}\", instead"))
        }
        guard let value, !diagnostics.contains(where: { $0.severity == .error }) else {
            if let text = json.stringValue, TokenPath(dotted: text)?.segments.count ?? 0 > 1,
               let first = diagnostics.firstIndex(where: { $0.severity == .error }) {
                diagnostics[first].message += " (a token reference is written in braces: \"{\(text)}\")"
            }
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(origin.diagnostic(.invalidTokenValue, "'\(property.name)' needs a \(type) value or a token reference"))
            }
            return (nil, diagnostics)
        }
        guard CSSValueWriter().value(value) != nil else {
            return (nil, diagnostics + [origin.diagnostic(.noCSSValue, "this \(type) value cannot be written in CSS")])
        }
        diagnostics.append(origin.diagnostic(.literalStyleValue, "a literal value; bind it to a token so themes apply",
                                             severity: .warning))
        return (.literal(value, written: json), diagnostics)
    }

    /// ValueReader places problems below the token's `$value`; a style's value is the member itself.
    private static func withoutValueMember(_ diagnostic: Diagnostic, below base: JSONPointer) -> Diagnostic {
        var tokens = diagnostic.path.tokens
        guard tokens.count > base.tokens.count, tokens[base.tokens.count] == "$value" else { return diagnostic }
        tokens.remove(at: base.tokens.count)
        var moved = diagnostic
        moved.path = JSONPointer(tokens: tokens)
        return moved
    }

    /// `a, b or c` (or `and c`), each quoted.
    static func list(_ words: [String], or: Bool = false) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + quoted.last!
    }
}

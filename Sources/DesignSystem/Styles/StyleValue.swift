/// The value a style file gives a property: a token reference, a literal, or a keyword.
public enum StyleValue: Hashable, Sendable, CustomStringConvertible {
    /// `"{color.action.primary.$root}"`: the token at this path, which follows the theme.
    case token(TokenPath)
    /// A DTCG value of the property's type written out (allowed, but flagged): the value read,
    /// and the JSON as written.
    case literal(TokenValue, written: JSON)
    /// One of the keywords of a property whose effect takes keywords (`center`).
    case keyword(String)

    /// The value as a style file writes it: `"{path}"`, the literal's JSON, or the keyword.
    public var json: JSON {
        switch self {
        case .token(let path): return .string("{\(path)}")
        case .literal(_, let written): return written
        case .keyword(let keyword): return .string(keyword)
        }
    }

    /// The value of the layout modifier it becomes.
    public var layoutValue: LayoutValue {
        switch self {
        case .token(let path): return .token(path)
        case .literal(let value, _): return .literal(value)
        case .keyword(let keyword): return .keyword(keyword)
        }
    }

    /// The token's path, when the value is a reference.
    public var tokenPath: TokenPath? {
        if case .token(let path) = self { return path }
        return nil
    }

    /// True for a literal.
    public var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }

    /// `{color.brand.500}`, the literal's JSON, or the keyword.
    public var description: String {
        switch self {
        case .token(let path): return "{\(path)}"
        case .literal(_, let written): return written.serialized()
        case .keyword(let keyword): return keyword
        }
    }
}

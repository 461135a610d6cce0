import DesignSystem
import MicroHTTP

/// A colour a tool is given: a colour token's id (its value differs by permutation), or a colour
/// written as CSS (the same in every permutation).
enum MCPColorOperand {
    case token(TokenPath)
    case color(ColorValue)

    /// Reads `text`, given as `argument`: a token's id (bare or in braces, `{color.brand.500}`) that
    /// some permutation defines, else a CSS colour; else the 400 or 404 `GET /api/tokens/{id}` gives.
    static func read(_ text: String, argument: String, snapshot: Snapshot) throws(HTTPError) -> MCPColorOperand {
        var id = text.trimmingWhitespace()
        if id.hasPrefix("{"), id.hasSuffix("}") { id = String(id.dropFirst().dropLast()) }
        let path = TokenPath(dotted: id)
        if let path, snapshot.tokens.permutations.values.contains(where: { $0[path] != nil }) { return .token(path) }
        if let color = ColorValue(cssText: text) { return .color(color) }
        // A path of a token no permutation has gets the API's 404; a colour written wrong, the colour's message.
        guard path != nil, !text.contains("("), !id.hasPrefix("#") else {
            throw HTTPError(.badRequest, "argument '\(argument)' is '\(MCPArguments.shown(text))': neither a token id (a dot path "
                + "such as color.brand.500) nor a CSS colour (#4555e1, rgb(), hsl(), oklch(), lab(), color(display-p3 …))")
        }
        // Not a token in any permutation: the API's 404 (with its suggestion), or a group.
        _ = try TokenDetailRoute.detail(id: id, in: snapshot.tokenAPI.permutation(for: QueryItems()), of: snapshot)
        throw HTTPError(.badRequest, "argument '\(argument)': '\(id)' is a group of tokens, not a colour token")
    }

    /// Its colour in `set`: nil when the token is missing there; a 400 when it is no colour token.
    func color(in set: TokenSet, argument: String) throws(HTTPError) -> ColorValue? {
        switch self {
        case .color(let color): return color
        case .token(let path):
            guard let token = set[path] else { return nil }
            guard case .color(let color) = token.value else {
                throw HTTPError(.badRequest, "argument '\(argument)': the token '\(path)' is a \(token.type.rawValue), not a color")
            }
            return color
        }
    }
}

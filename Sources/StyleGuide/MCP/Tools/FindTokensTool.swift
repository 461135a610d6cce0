import DesignSystem
import MicroHTTP

/// `find_tokens`: the tokens nearest a colour (CIEDE2000) or a dimension (in pixels) in one
/// context, exact matches first: one pass over the tokens keeping the best `limit`.
enum FindTokensTool {
    /// The most tokens one call may ask for.
    static let maximumResults = 50

    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "find_tokens", title: "Find tokens by value",
                description: "Which tokens have (or come nearest) a value: a colour in any CSS form (#4555e1, rgb(69 85 225), "
                    + "oklch(0.55 0.2 270), a colour name), compared by CIEDE2000 ΔE (under 1 looks the same, over 10 another colour), "
                    + "or a dimension (12px, 0.75rem; a rem is 16px), compared by the difference in pixels. Exact matches come first. "
                    + "Use it to replace a hard-coded value with the token that should be used instead.",
                arguments: [
                    .string("value", required: true, "The colour or dimension to match, as CSS writes it."),
                    .string("type", choices: ["color", "dimension"], "Read the value as this type; guessed from the value when not given."),
                    .integer("limit", in: 1...maximumResults, preset: 10, "The most tokens to give."),
                ], outputSchema: outputSchema, snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            let permutation = try snapshot.tokenAPI.permutation(for: arguments.modifierItems)
            let text = arguments.string("value") ?? ""
            let target = try TokenProximity(reading: text, as: arguments.string("type"))
            guard let set = snapshot.tokens.permutations[permutation] else {
                throw HTTPError(.notFound, "the permutation \(permutation) is not loaded")
            }
            let nearest = target.nearest(in: set.tokens, limit: arguments.integer("limit"))
            return [
                "value": .string(text), "type": .string(target.type.rawValue), "permutation": permutation.json,
                "matches": .array(nearest.map { match in
                    ["id": .string(match.token.path.description), "value": match.token.value.json,
                     "css": match.token.value.cssText.map(JSON.string) ?? .null,
                     "distance": .number((match.distance * 1000).rounded() / 1000), "exact": .bool(match.exact)]
                }),
            ]
        }
    }

    /// The shape of its answer.
    static let outputSchema: JSON = [
        "type": "object",
        "properties": [
            "value": ["type": "string"], "type": ["type": "string"], "permutation": ["type": "object"],
            "matches": ["type": "array", "items": [
                "type": "object",
                "properties": ["id": ["type": "string"], "distance": ["type": "number"], "exact": ["type": "boolean"]],
                "required": ["id", "value", "distance", "exact"],
            ]],
        ],
        "required": ["value", "type", "matches"],
    ]
}

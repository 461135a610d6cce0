import DesignSystem
import MicroHTTP

/// `check_contrast`: the WCAG contrast of two colours (tokens or values) in every permutation the
/// modifiers given leave open, worst first, with the worst case and a tally.
enum CheckContrastTool {
    /// The most permutations listed one by one (the worst first); the tally covers them all.
    static let listedPermutations = 256

    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "check_contrast", title: "Check contrast",
                description: "The WCAG 2 contrast ratio of a foreground colour on a background colour, each a token id (such as "
                    + "color.text.primary) or a CSS colour (#4555e1, rgb(), oklch()), in every permutation of the modifiers "
                    + "(every theme, density, …): each with its verdicts (AA and AAA, normal and large text), worst first, and the "
                    + "worst case. Pass a modifier (such as theme) to check only the permutations with that context.",
                arguments: [
                    .string("foreground", required: true, "The text or icon colour: a token id or a CSS colour."),
                    .string("background", required: true, "The colour behind it: a token id or a CSS colour."),
                ], modifiers: .pinning, outputSchema: outputSchema, snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            let chosen = try snapshot.tokenAPI.permutation(for: arguments.modifierItems)
            let pins = arguments.modifierItems.map { ($0.name, chosen.contexts[$0.name] ?? $0.value) }
            let names = (foreground: arguments.string("foreground") ?? "", background: arguments.string("background") ?? "")
            let foreground = try MCPColorOperand.read(names.foreground, argument: "foreground", snapshot: snapshot)
            let background = try MCPColorOperand.read(names.background, argument: "background", snapshot: snapshot)
            var measured: [(permutation: Permutation, result: ContrastResult)] = []
            var missing: [JSON] = []
            for permutation in snapshot.tokenAPI.permutations where pins.allSatisfy({ permutation.contexts[$0.0] == $0.1 }) {
                guard let set = snapshot.tokens.permutations[permutation] else { continue }
                guard let front = try foreground.color(in: set, argument: "foreground"),
                      let back = try background.color(in: set, argument: "background") else {
                    missing.append(permutation.json)
                    continue
                }
                measured.append((permutation, .text(front, named: names.foreground, on: back, named: names.background)))
            }
            measured.sort { $0.result.ratio < $1.result.ratio }
            let passing = measured.count { $0.result.aa }
            return [
                "foreground": .string(names.foreground), "background": .string(names.background),
                "pinned": .object(JSONObject(pins.map { ($0.0, .string($0.1)) })),
                "worst": measured.first.map { json($0.result, in: $0.permutation) } ?? .null,
                "summary": ["permutations": .number(Double(measured.count)), "passAA": .number(Double(passing)),
                            "failAA": .number(Double(measured.count - passing)),
                            "allPassAA": .bool(passing == measured.count && !measured.isEmpty)],
                "results": .array(measured.prefix(listedPermutations).map { json($0.result, in: $0.permutation) }),
                "listed": .number(Double(min(measured.count, listedPermutations))),
                "missingIn": .array(Array(missing.prefix(listedPermutations))),
            ]
        }
    }

    /// One permutation's result: the style API's contrast fields, its verdict in words, and the permutation.
    static func json(_ result: ContrastResult, in permutation: Permutation) -> JSON {
        guard case .object(var object) = result.json else { return result.json }
        _ = object.removeValue(forKey: "kind")
        _ = object.removeValue(forKey: "criterion")
        object.setValue(.string(ContrastVerdict.level(result.ratio).label), forKey: "verdict")
        object.setValue(permutation.json, forKey: "permutation")
        return .object(object)
    }

    /// The shape of its answer.
    static let outputSchema: JSON = [
        "type": "object",
        "properties": [
            "foreground": ["type": "string"], "background": ["type": "string"], "pinned": ["type": "object"],
            "worst": ["type": ["object", "null"]], "summary": ["type": "object"], "results": ["type": "array"],
            "listed": ["type": "integer"], "missingIn": ["type": "array"],
        ],
        "required": ["foreground", "background", "summary", "results"],
    ]
}

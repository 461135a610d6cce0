/// Evaluates the math of converted trees (the sets of one export), looking each reference up in
/// all of them. A reference defined differently in two sets (a value a theme changes) is not
/// exact, so its expression is kept. Kept expressions become text tokens of type `expression`.
struct MathEvaluation {
    /// The trees, with evaluated math written in.
    private(set) var trees: [JSON]
    /// Each tree's pending expressions.
    let pending: [[DialectWalker.PendingMath]]
    /// What was evaluated or kept.
    private(set) var tally = ConversionTally()
    /// Results by token path; nil while being evaluated (a cycle) or when not exact.
    private var results: [String: LegacyMath.Quantity?] = [:]
    /// The expressions written for each token path, one per set that writes one.
    private var expressions: [String: Set<String>] = [:]

    init(trees: [JSON], pending: [[DialectWalker.PendingMath]]) {
        self.trees = trees
        self.pending = pending
        for item in pending.joined() { expressions[item.keys.joined(separator: "."), default: []].insert(item.expression) }
    }

    /// Evaluates every pending expression and writes the literal, or keeps the expression.
    mutating func run() {
        for (index, items) in pending.enumerated() {
            for item in items {
                let result = LegacyMath.evaluate(item.expression) { quantity(of: $0, depth: 1) }
                if let result, let literal = Self.literal(result, as: item.type) {
                    write(literal, type: nil, expression: item.expression, keys: item.keys, tree: index)
                    tally.record(.math)
                } else {
                    write(LegacyTextTokens.value(.string(item.expression)), type: "expression", expression: item.expression, keys: item.keys, tree: index)
                    tally.record(.kept, isValue: false)
                    tally.note("math left as written at \(item.pointer) ('\(item.expression)' is not exact)")
                }
                tally.locate(item.pointer.appending("$value"), line: nil)
            }
        }
    }

    /// The value of the token at `path`, following aliases and evaluating its math; nil when not exact.
    private mutating func quantity(of path: String, depth: Int) -> LegacyMath.Quantity? {
        if let known = results[path] { return known }
        guard depth < 32 else { return nil }
        results[path] = .some(nil)
        var result: LegacyMath.Quantity?
        if let written = expressions[path] {
            if written.count == 1, let expression = written.first {
                result = LegacyMath.evaluate(expression) { quantity(of: $0, depth: depth + 1) }
            }
        } else if let value = definition(of: path) {
            if let text = value.stringValue, LegacyValueConverter.isAlias(value) {
                result = quantity(of: String(text.dropFirst().dropLast()), depth: depth + 1)
            } else if let number = value.doubleValue {
                result = LegacyMath.Quantity(value: number, unit: "")
            } else if let number = value["value"]?.doubleValue, let unit = value["unit"]?.stringValue {
                result = LegacyMath.Quantity(value: number, unit: unit)
            }
        }
        results[path] = .some(result)
        return result
    }

    /// The one `$value` the trees give `path`; nil when none, or when two trees disagree.
    private func definition(of path: String) -> JSON? {
        let keys = path.split(separator: ".").map(String.init) + ["$value"]
        let found = trees.compactMap { $0.value(at: keys[...]) }
        guard let first = found.first, found.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The DTCG value of `result` as `type`, when its unit fits.
    private static func literal(_ result: LegacyMath.Quantity, as type: TokenType) -> JSON? {
        switch (type, result.unit) {
        case (.dimension, "px"), (.dimension, "rem"), (.duration, "ms"), (.duration, "s"): return LegacyMeasure.object(result.value, result.unit)
        case (.dimension, ""): return LegacyMeasure.object(result.value, "px")
        case (.number, ""), (.fontWeight, ""): return .number(result.value)
        default: return nil
        }
    }

    private mutating func write(_ value: JSON, type: String?, expression: String, keys: [String], tree: Int) {
        guard var token = trees[tree].value(at: keys[...])?.objectValue else { return }
        token.setValue(value, forKey: "$value")
        var extensions = token["$extensions"]?.objectValue ?? JSONObject()
        var legacy = extensions[DialectWalker.legacyExtension]?.objectValue ?? JSONObject()
        legacy.setValue(.string(expression), forKey: "expression")
        if let type {
            token.setValue(.string(type), forKey: "$type")
            legacy.setValue(.string(type), forKey: "type")
        }
        extensions.setValue(.object(legacy), forKey: DialectWalker.legacyExtension)
        token.setValue(.object(extensions), forKey: "$extensions")
        trees[tree] = trees[tree].replacing(at: keys[...], with: .object(token))
    }
}

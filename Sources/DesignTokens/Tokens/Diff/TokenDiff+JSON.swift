/// The JSON form of a diff, the same from `GET /api/tokens/diff` and `swatchbook diff --format json`.
///
/// ```json
/// {"from": "1.0.0", "to": "current", "bump": "major", "reason": "1 removed, 1 renamed",
///  "summary": {"added": 1, "removed": 1, "renamed": 1, "valueChanged": 2, "typeChanged": 1,
///              "deprecated": 1, "contextsAdded": 0, "contextsRemoved": 0},
///  "contexts": [{"context": {"theme": "light"}, "bump": "major", "summary": {…},
///                "contrastAgainst": {"token": "color.background.default", "from": "#ffffff", "to": "#ffffff"},
///                "added": [{"id", "type", "value"}], "removed": […],
///                "renamed": [{"from", "to", "type", "value"}],
///                "valueChanged": [{"id", "type", "from", "to", "deltaE2000", "contrast": {"from", "to"}}],
///                "typeChanged": [{"id", "fromType", "toType", "from", "to"}],
///                "deprecated": [{"id", "type", "reason"}]}],
///  "contextsOnlyInFrom": [], "contextsOnlyInTo": []}
/// ```
///
/// Values are written as CSS writes them (`#4555e1`, `44px`), or as compact JSON when CSS
/// cannot; ΔE and contrast ratios are rounded to two decimals.
extension TokenDiff {
    /// The document, with `from` and `to` naming the two sides (a version, `current`, or a path).
    public func json(from: String, to: String) -> JSON {
        let summary = summary
        return .object(JSONObject([
            ("from", .string(from)),
            ("to", .string(to)),
            ("bump", .string(summary.bump.rawValue)),
            ("reason", .string(summary.reason)),
            ("summary", summary.json),
            ("contexts", .array(contexts.map { $0.json(summary: $0.summary) })),
            ("contextsOnlyInFrom", .array(contextsOnlyInOld.map(\.diffJSON))),
            ("contextsOnlyInTo", .array(contextsOnlyInNew.map(\.diffJSON))),
        ]))
    }
}

extension DiffPages {
    /// Page `number` of the document: the whole diff's bump, reason and counts, where the page is
    /// (`page`, `pages`, `pageSize`, `rows`), and the contexts with rows on it, each with its own
    /// whole counts and its changes on the page.
    public func json(page number: Int, from: String, to: String) -> JSON {
        .object(JSONObject([
            ("from", .string(from)),
            ("to", .string(to)),
            ("bump", .string(summary.bump.rawValue)),
            ("reason", .string(summary.reason)),
            ("summary", summary.json),
            ("page", .number(Double(number))),
            ("pages", .number(Double(pages))),
            ("pageSize", .number(Double(size))),
            ("rows", .number(Double(rows))),
            ("contexts", .array(page(number).map { $0.changes.json(summary: $0.summary) })),
            ("contextsOnlyInFrom", .array(diff.contextsOnlyInOld.map(\.diffJSON))),
            ("contextsOnlyInTo", .array(diff.contextsOnlyInNew.map(\.diffJSON))),
        ]))
    }
}

extension ContextDiff {
    /// One context's changes, with `summary` as its counts and bump (its own, or its whole
    /// counts when these are the changes of one page).
    func json(summary: DiffSummary) -> JSON {
        let reference = contrastReference
        return .object(JSONObject([
            ("context", context.diffJSON),
            ("bump", .string(summary.bump.rawValue)),
            ("summary", summary.json),
            ("contrastAgainst", .object(JSONObject([
                ("token", reference.path.map { .string($0.description) } ?? .null),
                ("from", .string(reference.old.hexString)),
                ("to", .string(reference.new.hexString)),
            ]))),
            ("added", .array(added.map(\.json))),
            ("removed", .array(removed.map(\.json))),
            ("renamed", .array(renamed.map { rename in
                .object(JSONObject([("from", .string(rename.oldPath.description)), ("to", .string(rename.token.path.description)),
                                    ("type", .string(rename.token.type.rawValue)), ("value", .string(rename.token.value.displayText))]))
            })),
            ("valueChanged", .array(valueChanged.map(\.json))),
            ("typeChanged", .array(typeChanged.map { change in
                .object(JSONObject([("id", .string(change.path.description)), ("fromType", .string(change.oldType.rawValue)),
                                    ("toType", .string(change.newType.rawValue)), ("from", .string(change.oldValue.displayText)),
                                    ("to", .string(change.newValue.displayText))]))
            })),
            ("deprecated", .array(deprecated.map { deprecation in
                .object(JSONObject([("id", .string(deprecation.path.description)), ("type", .string(deprecation.type.rawValue)),
                                    ("reason", deprecation.reason.map(JSON.string) ?? .null)]))
            })),
        ]))
    }
}

extension DiffSummary {
    /// The counts by kind.
    var json: JSON {
        .object(JSONObject([
            ("added", .number(Double(added))), ("removed", .number(Double(removed))), ("renamed", .number(Double(renamed))),
            ("valueChanged", .number(Double(valueChanged))), ("typeChanged", .number(Double(typeChanged))),
            ("deprecated", .number(Double(deprecated))), ("contextsAdded", .number(Double(contextsAdded))),
            ("contextsRemoved", .number(Double(contextsRemoved))),
        ]))
    }
}

extension DiffToken {
    var json: JSON {
        .object(JSONObject([("id", .string(path.description)), ("type", .string(type.rawValue)), ("value", .string(value.displayText))]))
    }
}

extension ValueChange {
    var json: JSON {
        var members: [(String, JSON)] = [
            ("id", .string(path.description)), ("type", .string(newType.rawValue)),
            ("from", .string(oldValue.displayText)), ("to", .string(newValue.displayText)),
        ]
        if let color {
            members.append(("deltaE2000", .number(Self.rounded(color.deltaE2000))))
            if let contrast = color.contrast {
                members.append(("contrast", .object(JSONObject([("from", .number(Self.rounded(contrast.old))),
                                                                ("to", .number(Self.rounded(contrast.new)))]))))
            }
        }
        return .object(JSONObject(members))
    }

    /// `value` to two decimals.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

extension Permutation {
    /// `{"theme": "dark"}`, modifiers sorted.
    var diffJSON: JSON {
        .object(JSONObject(contexts.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))
    }
}

extension TokenValue {
    /// The value as CSS writes it (`#4555e1`, `44px`, `600 16px/1.5 Inter`, with `; letter-spacing: …`
    /// when a text style has one), or as compact JSON when CSS cannot write it.
    public var displayText: String {
        guard let css = CSSValueWriter().value(self) else { return json.stringValue ?? json.serialized() }
        return css.text + (css.letterSpacing.map { "; letter-spacing: " + $0 } ?? "")
    }
}

/// A reference found inside a token's value: where, to what, and what the place needs.
public struct ReferenceSite: Sendable, Hashable {
    /// Where in the `$value` the reference stands (JSON Pointer tokens below `$value`).
    public var path: [String]
    /// The reference.
    public var reference: TokenReference
    /// The token type the place needs; nil for a part of a value (a component, a unit) that only
    /// a JSON Pointer can fill.
    public var expectedType: TokenType?
    /// True for a reference inside the text of a string (see ``TokenReference/interpolations(in:)``):
    /// it is replaced by its token's value as CSS text, not by the value itself.
    public var isInterpolated = false
}

/// Checks a token's `$value` against the rules of its type, and builds the typed value.
///
/// It runs twice per token. First on the value as written, where references are allowed in the
/// places the format allows them: it reports every problem with the token's own literals and
/// records the references. Then, once the references are replaced by what they point to, on
/// the complete value, to build the ``TokenValue``.
public struct ValueReader {
    public var sink: DiagnosticSink
    let origin: TokenOrigin
    /// `$value`, or `$ref` for a token written with one (its reference object stands at the root).
    let valueMember: String
    public internal(set) var references: [ReferenceSite] = []
    /// True when the value stands in a token file, which `swatchbook fix` rewrites: a bend it
    /// rewrites says so (a styles file's values are the team's to edit).
    var namesFix = false

    public init(origin: TokenOrigin, valueMember: String = "$value", strictness: Strictness) {
        self.origin = origin
        self.valueMember = valueMember
        self.sink = DiagnosticSink(strictness: strictness)
    }

    /// The path of a place in the value, below the token, for diagnostics.
    static func location(_ path: [String], member: String) -> [String] {
        member == "$ref" ? ["$ref"] : [member] + path
    }

    /// Reads a whole `$value` of `type`; nil when it is invalid or still holds references.
    public mutating func read(_ json: JSON, as type: TokenType) -> TokenValue? {
        read(json, as: type, at: [])
    }

    /// How a place may be filled by a reference.
    enum ReferencePlace {
        /// A curly-brace alias or a JSON Pointer object, standing for a token of `type`.
        case token(TokenType)
        /// Only a JSON Pointer object (a part of a value: a component, a unit, an array element).
        case part
    }

    /// Records a reference at `path` if `json` is one; true when it was (valid or not).
    mutating func reference(_ json: JSON, at path: @autoclosure () -> [String], place: ReferencePlace) -> Bool {
        if let text = json.stringValue, let parsed = TokenReference.alias(in: text) {
            switch (parsed, place) {
            case (.failure(let problem), _):
                report(.invalidReference, problem.message, at: path())
            case (.success, .part):
                report(.invalidReference, "a curly-brace reference stands for a whole token; here only a JSON Pointer "
                    + "reference such as {\"$ref\": \"#/…/$value/…\"} may fill part of a value", at: path())
            case (.success(let reference), .token(let type)):
                references.append(ReferenceSite(path: path(), reference: reference, expectedType: type))
            }
            return true
        }
        if let parsed = TokenReference.pointer(in: json) {
            switch parsed {
            case .failure(let problem): report(.invalidReference, problem.message, at: path())
            case .success(let reference):
                let expected: TokenType? = if case .token(let type) = place { type } else { nil }
                references.append(ReferenceSite(path: path(), reference: reference, expectedType: expected))
            }
            return true
        }
        return false
    }

    /// Reads `json` at `path` as a value of `type`, allowing a whole-token reference there.
    mutating func read(_ json: JSON, as type: TokenType, at path: @autoclosure () -> [String]) -> TokenValue? {
        if !type.isStandard, let text = json.stringValue, let found = TokenReference.interpolations(in: text) {
            return interpolated(text, found, type: type, at: path())
        }
        if reference(json, at: path(), place: .token(type)) { return nil }
        switch type {
        case .color: return readColor(json, at: path()).map(TokenValue.color)
        case .dimension: return readDimension(json, at: path()).map(TokenValue.dimension)
        case .duration: return readDuration(json, at: path()).map(TokenValue.duration)
        case .fontFamily: return readFontFamily(json, at: path())
        case .fontWeight: return readFontWeight(json, at: path()).map(TokenValue.fontWeight)
        case .cubicBezier: return readCubicBezier(json, at: path()).map(TokenValue.cubicBezier)
        case .number: return readNumber(json, at: path()).map(TokenValue.number)
        case .strokeStyle: return readStrokeStyle(json, at: path()).map(TokenValue.strokeStyle)
        case .border: return readBorder(json, at: path()).map(TokenValue.border)
        case .transition: return readTransition(json, at: path()).map(TokenValue.transition)
        case .shadow: return readShadow(json, at: path())
        case .gradient: return readGradient(json, at: path()).map(TokenValue.gradient)
        case .typography: return readTypography(json, at: path()).map(TokenValue.typography)
        default: return .raw(json)
        }
    }

    /// Reads a sub-value that must be of `type`, unwrapping the typed result.
    mutating func sub<T>(_ object: JSONObject, _ key: String, as type: TokenType, at path: @autoclosure () -> [String],
                         _ extract: (TokenValue) -> T?) -> T? {
        guard let value = object[key] else { return nil }
        return read(value, as: type, at: path() + [key]).flatMap(extract)
    }

    /// Reports a problem at `path` below the `$value`.
    mutating func report(_ rule: Diagnostic.Rule, _ message: String, at path: [String], kind: Kind = .error) {
        let diagnostic = origin.diagnostic(rule, message, below: Self.location(path, member: valueMember))
        switch kind {
        case .error: sink.error(diagnostic)
        case .bent: sink.bend(diagnostic)
        case .advice: sink.advise(diagnostic)
        }
    }

    /// How serious a reported problem is; see ``DiagnosticSink``.
    enum Kind {
        case error, bent, advice
    }

    /// Checks that `object` has only `known` keys; others are reported and ignored.
    mutating func checkKeys(_ object: JSONObject, known: [String], at path: @autoclosure () -> [String],
                            what: @autoclosure () -> String) {
        for (key, _) in object where !known.contains(key) {
            let suggestion = Suggestion.closest(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            report(.unknownProperty, "\(what()) has no member '\(key)'\(suggestion); it is ignored", at: path() + [key], kind: .bent)
        }
    }

    /// Reports each of `required` that `object` lacks (skipping `optional` ones); true when all are there.
    mutating func require(_ required: [String], except optional: [String] = [], in object: JSONObject,
                          at path: @autoclosure () -> [String], what: @autoclosure () -> String) -> Bool {
        var complete = true
        for key in required where object[key] == nil && !optional.contains(key) {
            report(.invalidTokenValue, "\(what()) needs '\(key)'", at: path())
            complete = false
        }
        return complete
    }

    /// Reads a JSON number, or reports what was found.
    mutating func number(_ json: JSON, at path: @autoclosure () -> [String], what: @autoclosure () -> String) -> Double? {
        if let number = json.doubleValue { return number }
        report(.invalidTokenValue, "\(what()) must be a number, found \(json.kindName)", at: path())
        return nil
    }
}

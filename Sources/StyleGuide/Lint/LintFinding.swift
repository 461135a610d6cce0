import DesignSystem

/// One problem `swatchbook lint` found: its rule and severity, what is wrong, where it is written,
/// and what it concerns. A finding that holds in several permutations is one finding listing them.
public struct LintFinding: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// How much it weighs (the rule's setting).
    public var severity: LintSeverity
    /// What is wrong, phrased for the person fixing it.
    public var message: String
    /// The file where the thing is written (a token file, a styles file), as the loader named it.
    public var file: String?
    /// The 1-based line there, when known.
    public var line: Int?
    /// The permutations it holds in, in document order; empty when it does not depend on the inputs.
    public var inputs: [Permutation] = []
    /// The component it concerns, if any.
    public var component: String?
    /// The style, if any.
    public var style: String?
    /// The state, if any.
    public var state: String?
    /// The token it concerns, if any.
    public var token: String?

    /// A finding of `rule` (its severity is set by ``Linter``).
    public init(_ rule: LintRule, _ message: String, at origin: TokenOrigin?, inputs: [Permutation] = [],
                component: String? = nil, style: String? = nil, state: String? = nil, token: TokenPath? = nil) {
        self.rule = rule.id
        severity = rule.defaultSeverity
        self.message = message
        file = origin?.file
        line = origin?.line
        self.inputs = inputs
        self.component = component
        self.style = style
        self.state = state
        self.token = token?.description
    }

    /// `theme=dark; theme=light`, or `every permutation` when `inputs` holds all `count` of them.
    static func inputsText(_ inputs: [Permutation], of count: Int) -> String {
        if count > 1, inputs.count == count { return "every permutation" }
        let shown = inputs.prefix(4).map(\.description).joined(separator: "; ")
        return inputs.count > 4 ? shown + "; and \(inputs.count - 4) more" : shown
    }

    /// The finding as the JSON format writes it: every member, null when absent.
    public var json: JSON {
        func text(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
        let inputsJSON: JSON = inputs.isEmpty ? .null : .array(inputs.map { permutation in
            .object(JSONObject(permutation.contexts.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))
        })
        return .object(JSONObject([
            ("rule", .string(rule)), ("severity", .string(severity.rawValue)), ("message", .string(message)),
            ("file", text(file)), ("line", line.map { JSON.number(Double($0)) } ?? .null), ("inputs", inputsJSON),
            ("component", text(component)), ("style", text(style)), ("state", text(state)), ("token", text(token)),
        ]))
    }
}

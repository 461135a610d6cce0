import DesignSystem
import MicroHTTP

/// How a tool takes the resolver's modifiers: each as a top-level string argument named after
/// it (`"theme": "dark"`), except a modifier whose name is one of the tool's own arguments (or
/// `inputs`), which goes in an `inputs` object instead (`"inputs": {"size": "compact"}`), offered
/// only when some modifier needs it.
struct MCPModifierArguments: Sendable {
    /// The name of the object holding the modifiers whose names the tool's own arguments take.
    static let inputsName = "inputs"

    /// The modifiers, in the resolver's order.
    let modifiers: [ResolverModifier]
    /// The names of those passed at the top level.
    let topLevel: Set<String>
    /// The defaults a modifier not given takes, or nil when a modifier not given means every context.
    let defaults: [String: String]?

    /// The plan for `system`'s modifiers beside a tool's `own` argument names; `defaults` as in
    /// ``defaults`` (the Config's `defaultInputs` fill in, as in the API).
    init(system: TokenSystem, own: [String], defaults: [String: String]?) {
        modifiers = system.modifiers
        let reserved = Set((own + [Self.inputsName]).map { $0.lowercased() })
        topLevel = Set(system.modifiers.map(\.name).filter { !reserved.contains($0.lowercased()) })
        self.defaults = defaults
    }

    /// True when some modifier is passed inside `inputs`.
    var usesInputs: Bool { topLevel.count < modifiers.count }

    /// The schema properties of the modifiers: one per top-level modifier, and `inputs` when needed.
    var schemaProperties: [(String, JSON)] {
        var properties = modifiers.filter { topLevel.contains($0.name) }.map { ($0.name, schema(of: $0)) }
        let nested = modifiers.filter { !topLevel.contains($0.name) }
        if !nested.isEmpty {
            properties.append((Self.inputsName, [
                "type": "object",
                "description": .string("The modifiers whose names this tool's own arguments use: "
                    + nested.map(\.name).joined(separator: ", ") + ", each a context name."),
                "properties": .object(JSONObject(nested.map { ($0.name, schema(of: $0)) })),
                "additionalProperties": false,
            ]))
        }
        return properties
    }

    /// One modifier's schema: its contexts, and its default when one applies.
    private func schema(of modifier: ResolverModifier) -> JSON {
        var members: [(String, JSON)] = [("type", "string"), ("enum", .array(modifier.contextNames.map(JSON.string)))]
        let fallback = defaults.flatMap { $0[modifier.name] ?? modifier.defaultContext }
        if let fallback { members.append(("default", .string(fallback))) }
        let about = modifier.description.map { $0 + ". " } ?? ""
        let use = defaults == nil ? "The '\(modifier.name)' context to check in; not given, every context is."
            : "The '\(modifier.name)' context to answer for; not given, " + (fallback.map { "'\($0)'" } ?? "the first") + "."
        members.append(("description", .string(about + use)))
        return .object(JSONObject(members))
    }
}

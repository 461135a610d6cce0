import DesignTokens

/// One argument a tool takes besides the modifiers: its name, what it accepts, whether it must
/// be given, and what it is for (the schema's `description`, written for the assistant).
struct MCPArgument: Sendable {
    /// What an argument's value may be.
    enum Kind: Sendable {
        /// A string of at most ``MCPArgument/maximumStringBytes`` bytes, one of `choices` when they are given.
        case string(choices: [String]? = nil)
        /// `true` or `false`.
        case boolean
        /// A whole number in `range`; `preset` when not given.
        case integer(ClosedRange<Int>, preset: Int)
    }

    /// The name it is passed by.
    let name: String
    /// What it accepts.
    let kind: Kind
    /// True when a call must give it.
    let required: Bool
    /// What it is for.
    let description: String

    /// The most bytes a string argument may hold: longer than any token id, component, page or
    /// colour a Config can have, and a bound on what reading one costs.
    static let maximumStringBytes = 1024

    /// A string argument.
    static func string(_ name: String, required: Bool = false, choices: [String]? = nil, _ description: String) -> MCPArgument {
        MCPArgument(name: name, kind: .string(choices: choices), required: required, description: description)
    }

    /// A Boolean argument, false when not given.
    static func boolean(_ name: String, _ description: String) -> MCPArgument {
        MCPArgument(name: name, kind: .boolean, required: false, description: description)
    }

    /// A whole-number argument in `range`, `preset` when not given.
    static func integer(_ name: String, in range: ClosedRange<Int>, preset: Int, _ description: String) -> MCPArgument {
        MCPArgument(name: name, kind: .integer(range, preset: preset), required: false, description: description)
    }

    /// Its JSON Schema.
    var schema: JSON {
        var members: [(String, JSON)]
        switch kind {
        case .string(let choices):
            members = [("type", "string"), ("maxLength", .number(Double(Self.maximumStringBytes)))]
            if let choices { members.append(("enum", .array(choices.map(JSON.string)))) }
        case .boolean:
            members = [("type", "boolean"), ("default", false)]
        case .integer(let range, let preset):
            members = [("type", "integer"), ("minimum", .number(Double(range.lowerBound))),
                       ("maximum", .number(Double(range.upperBound))), ("default", .number(Double(preset)))]
        }
        members.append(("description", .string(description)))
        return .object(JSONObject(members))
    }
}

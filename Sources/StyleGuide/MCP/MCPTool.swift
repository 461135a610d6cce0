import DesignTokens
import MicroHTTP

/// One tool an assistant may call over MCP: its name, what it does, the JSON Schema of its
/// arguments, and the work, done against one snapshot.
///
/// A tool's failure is an ``HTTPError`` carrying the same message the REST API gives for the same
/// mistake; the MCP server turns it into a tool result with `isError: true`.
struct MCPTool: Sendable {
    /// The name clients call it by (`get_token`).
    let name: String
    /// A short human-readable title.
    let title: String
    /// What it does and when to use it, written for the assistant that chooses tools.
    let description: String
    /// The JSON Schema (an object schema) of its arguments.
    let inputSchema: JSON
    /// The JSON Schema of its structured result, when it has one.
    let outputSchema: JSON?
    /// Does the work: the call's arguments, checked against nothing yet, and the snapshot serving now.
    let call: @Sendable (_ arguments: JSONObject, _ snapshot: Snapshot) throws(HTTPError) -> JSON
}

/// The tools a snapshot offers, in the order `tools/list` gives them.
enum MCPToolbox {
    /// Every tool, its schemas naming this snapshot's modifiers (`diff_releases` only when its Config lists releases).
    static func tools(for snapshot: Snapshot) -> [MCPTool] {
        [SearchTool.tool(for: snapshot), GetTokenTool.tool(for: snapshot), FindTokensTool.tool(for: snapshot),
         GetComponentTool.tool(for: snapshot), GetStyleTool.tool(for: snapshot), CheckContrastTool.tool(for: snapshot),
         listModifiers, GetDocTool.tool(for: snapshot)] + [DiffReleasesTool.tool(for: snapshot)].compactMap { $0 }
    }

    /// `list_modifiers`: the resolver's modifiers, their contexts and defaults (`/api/modifiers`).
    static let listModifiers = MCPTool(
        name: "list_modifiers",
        title: "List modifiers",
        description: "The design system's modifiers (such as theme or density), the contexts each offers and its default, "
            + "and every permutation. Pass a modifier's name and one of its contexts to the other tools to ask about that context.",
        inputSchema: ["type": "object", "properties": .object(JSONObject([])), "additionalProperties": false],
        outputSchema: nil,
        call: { arguments, snapshot throws(HTTPError) in
            if let extra = arguments.keys.first {
                throw HTTPError(.badRequest, "list_modifiers takes no arguments; '\(extra)' is not one")
            }
            return ModifiersRoute.body(for: snapshot.tokenAPI.system, defaults: snapshot.settings.defaultInputs)
        })
}

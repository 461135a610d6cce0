import DesignSystem
import MicroHTTP

extension MCPTool {
    /// How a tool reads the modifiers it is not given.
    enum ModifierUse {
        /// A modifier not given takes the Config's default, as the API's query parameters do.
        case defaulted
        /// A modifier not given means every context: the given ones only pin some.
        case pinning
    }

    /// A tool taking `arguments` and the snapshot's modifiers: its input schema is made from
    /// them, and its work is given them checked (``MCPArguments``).
    init(name: String, title: String, description: String, arguments: [MCPArgument], modifiers use: ModifierUse = .defaulted,
         outputSchema: JSON? = nil, snapshot: Snapshot,
         work: @escaping @Sendable (MCPArguments, Snapshot) throws(HTTPError) -> JSON) {
        let own = arguments.map(\.name)
        let plan = { @Sendable (snapshot: Snapshot) in
            MCPModifierArguments(system: snapshot.tokens, own: own,
                                 defaults: use == .defaulted ? snapshot.settings.defaultInputs : nil)
        }
        let modifiers = plan(snapshot)
        let properties = arguments.map { ($0.name, $0.schema) } + modifiers.schemaProperties
        var schema: [(String, JSON)] = [("type", "object"), ("properties", .object(JSONObject(properties)))]
        let required = arguments.filter(\.required).map { JSON.string($0.name) }
        if !required.isEmpty { schema.append(("required", .array(required))) }
        schema.append(("additionalProperties", false))
        self.init(name: name, title: title, description: description, inputSchema: .object(JSONObject(schema)),
                  outputSchema: outputSchema, call: { values, snapshot throws(HTTPError) in
                      try work(MCPArguments(values, tool: name, own: arguments, modifiers: plan(snapshot)), snapshot)
                  })
    }
}

extension Response {
    /// The JSON of an answer the API made: what a tool gives back where it answers as a route does.
    var decodedJSON: JSON {
        get throws(HTTPError) {
            guard status == .ok, let json = try? JSONParser.parse(body.bytes) else {
                throw HTTPError(.internalServerError, "the answer could not be read back as JSON (status \(status))")
            }
            return json
        }
    }
}

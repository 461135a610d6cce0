import DesignSystem
import MicroHTTP

/// The methods of an initialized MCP session: tools and resources, answered from one snapshot.
enum MCPServer {
    /// The server's name in `serverInfo`.
    static let name = "swatchbook"

    /// What the server tells an assistant about itself at `initialize`.
    static let instructions = """
        Swatchbook serves a design system: its design tokens (W3C DTCG, resolved for every context of \
        its modifiers such as theme or density), its components with their named styles, sizes and states, \
        and its documentation. Use search to find a token, component or page; get_token for a token's \
        resolved value, alias chain and uses (pass a modifier such as "theme": "dark" for another context); \
        find_tokens to name a raw colour or dimension; get_component and get_style for what a component's \
        style resolves to; check_contrast for accessible pairs; list_modifiers for the contexts on offer. \
        The docs pages and token files are resources.
        """

    /// The result of `initialize`: the agreed revision, what the server offers, who it is.
    static func initializeResult(version: MCPProtocolVersion, snapshot: Snapshot) -> JSON {
        .object(JSONObject([
            ("protocolVersion", .string(version.name)),
            ("capabilities", ["tools": ["listChanged": true], "resources": ["listChanged": true]]),
            ("serverInfo", serverInfo(version: version, snapshot: snapshot)),
            ("instructions", .string(instructions)),
        ]))
    }

    /// Who the server is (`serverInfo`): its name, version and build, and a title where the revision has titles.
    static func serverInfo(version: MCPProtocolVersion, snapshot: Snapshot) -> JSON {
        let build = SwatchbookBuild.current
        var info = JSONObject([("name", .string(name)), ("version", .string(SwatchbookVersion.current
            + (build.commit == SwatchbookBuild.unknown ? "" : "+" + build.commit)))])
        if version.hasStructuredOutput { info.setValue(.string("Swatchbook: \(snapshot.settings.name)"), forKey: "title") }
        return .object(info)
    }

    /// The result of an initialized session's request `method`.
    static func answer(_ method: String, params: JSONObject, version: MCPProtocolVersion,
                       snapshot: Snapshot) throws(JSONRPCError) -> JSON {
        switch method {
        case "tools/list":
            return ["tools": .array(MCPToolbox.tools(for: snapshot).map { listing($0, version: version) })]
        case "tools/call":
            return try call(params, version: version, snapshot: snapshot)
        case "resources/list":
            return ["resources": .array(MCPResources.list(for: snapshot))]
        case "resources/templates/list":
            return ["resourceTemplates": []]
        case "resources/read":
            guard case .string(let uri)? = params["uri"] else { throw .invalidParams("Invalid params: resources/read needs \"uri\", a string") }
            return try MCPResources.read(uri, snapshot: snapshot)
        default:
            throw .methodNotFound(method)
        }
    }

    /// A tool as `tools/list` gives it under `version`.
    static func listing(_ tool: MCPTool, version: MCPProtocolVersion) -> JSON {
        var entry = JSONObject([("name", .string(tool.name)), ("description", .string(tool.description)),
                                ("inputSchema", tool.inputSchema)])
        if version.hasStructuredOutput {
            entry.setValue(.string(tool.title), forKey: "title")
            if let output = tool.outputSchema { entry.setValue(output, forKey: "outputSchema") }
        }
        return .object(entry)
    }

    /// The result of `tools/call`: the tool's answer as text (and as `structuredContent` where the
    /// revision has it and the answer is an object), or its error with `isError`.
    static func call(_ params: JSONObject, version: MCPProtocolVersion, snapshot: Snapshot) throws(JSONRPCError) -> JSON {
        guard case .string(let name)? = params["name"] else { throw .invalidParams("Invalid params: tools/call needs \"name\", a string") }
        var arguments = JSONObject()
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let given)?: arguments = given
        case let other?: throw .invalidParams("Invalid params: \"arguments\" must be an object, found \(other.kindName)")
        }
        guard let tool = MCPToolbox.tools(for: snapshot).first(where: { $0.name == name }) else {
            throw .invalidParams("Unknown tool: '\(name)'; the tools are "
                + MCPToolbox.tools(for: snapshot).map(\.name).joined(separator: ", "))
        }
        do {
            let answer = try tool.call(arguments, snapshot)
            var result = JSONObject([("content", [text(answer.serialized())]), ("isError", false)])
            if version.hasStructuredOutput, case .object = answer { result.setValue(answer, forKey: "structuredContent") }
            return .object(result)
        } catch {
            return .object(JSONObject([("content", [text(error.message)]), ("isError", true)]))
        }
    }

    private static func text(_ text: String) -> JSON {
        .object(JSONObject([("type", "text"), ("text", .string(text))]))
    }
}

extension MCPServer {
    /// What a listening client is told when `new` replaces `old`: the resources may have changed
    /// (their list, or what they hold), and the tools when their listing differs (a modifier or
    /// context added or removed changes their schemas).
    static func notifications(from old: Snapshot, to new: Snapshot) -> [JSON] {
        let tools = { (snapshot: Snapshot) in MCPToolbox.tools(for: snapshot).map { listing($0, version: .latest) } }
        var sent = [JSONRPCReply.notification("notifications/resources/list_changed")]
        if tools(old) != tools(new) { sent.append(JSONRPCReply.notification("notifications/tools/list_changed")) }
        return sent
    }
}

import DesignSystem
import MicroHTTP

/// `get_token`: one token (or group) in one context, as `GET /api/tokens/{id}` answers, with
/// the component styles that bind it; its value in every other permutation only when asked.
enum GetTokenTool {
    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "get_token", title: "Get a token",
                description: "One design token by its dot-path id (such as color.brand.500): its resolved value in the chosen context, "
                    + "type, the alias chain it resolves through, the tokens that refer to it and the component styles that bind it, "
                    + "its deprecation and description, and the file it comes from. A group id lists the group's tokens. "
                    + "Set contexts to true to add its value in every permutation of the modifiers.",
                arguments: [
                    .string("id", required: true, "The token's or group's id, a dot path such as color.brand.500."),
                    .boolean("contexts", "Also give the token's value in every permutation (byPermutation)."),
                ], snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            let permutation = try snapshot.tokenAPI.permutation(for: arguments.modifierItems)
            let id = arguments.string("id") ?? ""
            guard case .object(var detail) = try TokenDetailRoute.detail(id: id, in: permutation, of: snapshot).decodedJSON else {
                throw HTTPError(.internalServerError, "the detail of '\(id)' is not an object")
            }
            if !arguments.flag("contexts") { _ = detail.removeValue(forKey: "byPermutation") }
            if let path = detail["id"]?.stringValue.flatMap(TokenPath.init(dotted:)) {
                detail.setValue(.array(usages(of: path, in: snapshot.components.config)), forKey: "usedByStyles")
            }
            return .object(detail)
        }
    }

    /// Every component style that binds the token at `path` (in its base, a size or a state):
    /// one pass over the styles files' bindings.
    static func usages(of path: TokenPath, in config: ComponentConfig) -> [JSON] {
        var found: [JSON] = []
        for component in config.styles.components {
            guard let document = config.styles[component] else { continue }
            for style in document.styles {
                let properties = style.allBindings.filter { $0.value == .token(path) }.map(\.property.name)
                guard !properties.isEmpty else { continue }
                found.append(["component": .string(component.rawValue), "style": .string(style.name.rawValue),
                              "properties": .array(Array(Set(properties)).sorted().map(JSON.string))])
            }
        }
        return found
    }
}

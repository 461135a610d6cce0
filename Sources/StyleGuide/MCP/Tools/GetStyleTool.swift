import DesignSystem
import MicroHTTP

/// `get_style`: a component's style looked up for a size and state in one context, resolved, with
/// its contrast, as `GET /api/styles/{component}/{style}?size=&state=` answers (the same reader
/// and the same cached answer).
enum GetStyleTool {
    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "get_style", title: "Look up a component style",
                description: "A component's named style (such as button primary) for a size and a state in the chosen context: every "
                    + "visual property with the token it is bound to, the resolved value and CSS, and the WCAG contrast of its "
                    + "foreground and background pairs. Use get_component first to learn the styles, sizes and states a component has.",
                arguments: [
                    .string("component", required: true, "The component's name, such as button (see get_component or search)."),
                    .string("style", required: true, "The style's name, such as primary."),
                    .string("size", "The size, such as small or large; the component's default size when not given."),
                    .string("state", "The state, such as hover or disabled; normal when not given."),
                ], snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            let own = PreviewVariant.lookupParameters.compactMap { name in arguments.string(name).map { QueryItems.Item(name: name, value: $0) } }
            let library = snapshot.components
            let variant = try PreviewVariant.read(QueryItems(own), component: ComponentName(arguments.string("component") ?? ""),
                                                  style: arguments.string("style") ?? "", library: library, readsSample: false)
            // The modifiers apart from the lookup's own parameters, so that one named `size` is not read as the size.
            let permutation = try library.tokenAPI.permutationIndex(for: arguments.modifierItems)
            return try library.lookup(variant.in(permutation: permutation)).decodedJSON
        }
    }
}

import DesignSystem
import MicroHTTP

/// `get_doc`: a docs page of the Config or a page of Swatchbook's manual as markdown, with what
/// its front matter says, as `GET /api/docs/{page}` describes it (the same answer, its HTML
/// swapped for the markdown as written).
enum GetDocTool {
    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "get_doc", title: "Read a docs page",
                description: "A page of the design system's docs (such as components/button or a guide's path) or of Swatchbook's own "
                    + "manual (swatchbook/…), as markdown, with its title, summary, section, order, status, owner and other front "
                    + "matter, and its sections. search (kind doc or manual) finds the paths.",
                arguments: [.string("page", required: true, "The page's path, without .md: such as components/button or swatchbook/mcp-tools.")],
                snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            _ = try snapshot.tokenAPI.permutation(for: arguments.modifierItems)
            var path = arguments.string("page") ?? ""
            if path.hasPrefix("/docs/") { path.removeFirst("/docs/".count) }
            guard case .object(var page) = try snapshot.docsJSON.page(at: path).decodedJSON else {
                throw HTTPError(.internalServerError, "the docs page '\(path)' is not an object")
            }
            _ = page.removeValue(forKey: "html")
            page.setValue(.string(snapshot.docs.page(at: path)?.markdown ?? ""), forKey: "markdown")
            return .object(page)
        }
    }
}

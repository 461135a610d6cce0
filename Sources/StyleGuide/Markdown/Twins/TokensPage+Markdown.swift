import DesignSystem
import MicroHTTP

extension TokensPage: MarkdownTwin {
    /// `/tokens.md`: every top-level group with its count, types and description, linked to its twin.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        guard let set = context.tokens else { return "# Tokens\n" }
        let groups = TokenGroupOutline(set: set).topLevel
        let slice = try PageSlice.read(context, total: groups.count, size: Self.pageSize)
        let rows = groups[slice.range].map { group in
            [MarkdownText.link(group.path.description, context.withInputs(MarkdownTwins.path(of: GuideLinks.tokens(group.path)))),
             String(group.tokens.count), MarkdownText.escaped(group.types.map(\.rawValue).joined(separator: ", ")),
             MarkdownText.escaped(group.description ?? "")]
        }
        var parts = ["# Tokens", "\(Plural.counted(set.tokens.count, "token")) in \(Plural.counted(groups.count, "group")), in \(MarkdownText.escaped(String(describing: context.permutation))).",
                     MarkdownText.table(["Group", "Tokens", "Types", "Description"], rows)]
        parts += MarkdownPager.line(slice, noun: "Groups") { context.withInputs(MarkdownTwins.path(of: "/tokens") + "?\(PageSlice.parameter)=\($0)") }
        parts.append("As JSON: " + MarkdownText.code(context.withModifiers("/api/tokens")))
        return parts.joined(separator: "\n\n") + "\n"
    }
}

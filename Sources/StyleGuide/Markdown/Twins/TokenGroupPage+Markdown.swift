import DesignSystem
import MicroHTTP

extension TokenGroupPage: MarkdownTwin {
    /// `/tokens/{group}.md`: the group's tokens as a table (id, type, value in this context,
    /// description), split into pages as the HTML page is.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let text = request.parameters["group"] ?? ""
        guard let set = context.tokens, let path = TokenPath(dotted: text) else { return "# \(MarkdownText.escaped(text))\n" }
        let outline = TokenGroupOutline(set: set)
        guard let group = outline.group(at: path) else { return "# \(MarkdownText.escaped(text))\n" }
        let tokens = Self.parts(of: group, outline: outline).flatMap(\.tokens)
        let slice = try PageSlice.read(context, total: tokens.count, size: Self.pageSize)
        var parts = ["# " + MarkdownText.escaped(path.description)]
        if let description = group.description { parts.append(MarkdownText.escaped(description)) }
        parts.append("\(Plural.counted(group.tokens.count, "token")), values in \(MarkdownText.escaped(String(describing: context.permutation))).")
        parts.append(MarkdownText.table(["Token", "Type", "Value", "Description"], tokens[slice.range].map(Self.row)))
        parts += MarkdownPager.line(slice, noun: "Tokens") {
            context.withInputs(MarkdownTwins.path(of: GuideLinks.tokens(path)) + "?\(PageSlice.parameter)=\($0)")
        }
        parts.append("As JSON: " + MarkdownText.code(context.withModifiers("/api/tokens/" + PercentEncoding.encode(path.description))))
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One token's row: its id, type, value as CSS writes it (and what it aliases), its description and deprecation.
    static func row(_ token: ResolvedToken) -> [String] {
        var value = MarkdownText.code(TokenRow.valueText(token.value), inTable: true)
        if let target = token.aliasChain.first { value += " (alias of " + MarkdownText.code(target.description, inTable: true) + ")" }
        var description = MarkdownText.escaped(token.description ?? "")
        if token.deprecation?.isDeprecated == true {
            description = ("**Deprecated.** " + MarkdownText.escaped(token.deprecation?.reason ?? "") + " " + description)
                .trimmingWhitespace()
        }
        return [MarkdownText.code(token.path.description, inTable: true), token.type.rawValue, value, description]
    }
}

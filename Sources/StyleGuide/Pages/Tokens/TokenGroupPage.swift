import DesignSystem
import MicroHTTP

/// `GET /tokens/{group}`: the tokens of one group (a dot path: `color`, `color.brand`), in
/// sections by the groups inside it, each token a row with its demo and details.
struct TokenGroupPage: GuidePage {
    var parameters: [String] { [PageSlice.parameter] }
    /// How many tokens one page shows; a larger group is split into pages (`?page=2`).
    static let pageSize = 500

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let text = request.parameters["group"] ?? ""
        guard let set = context.tokens else { throw HTTPError(.notFound, "no tokens are loaded for \(context.permutation)") }
        let outline = TokenGroupOutline(set: set)
        guard let path = TokenPath(dotted: text), let group = outline.group(at: path) else {
            throw Self.unknown(text, outline: outline)
        }
        let top = TokenPath(Array(path.segments.prefix(1)))
        let variables = context.snapshot.cssVariableNames.value(for: context.permutation) { CSSVariableNames(set) }
        let row = TokenRow(set: set, variables: variables, context: context,
                           findings: try context.snapshot.lint?.tokenFindings() ?? [:])
        var crumbs: [(title: String, url: String)] = [("Tokens", "/tokens")]
        for depth in 1...path.segments.count {
            let prefix = TokenPath(Array(path.segments.prefix(depth)))
            crumbs.append((prefix.name, GuideLinks.tokens(prefix)))
        }
        let parts = Self.parts(of: group, outline: outline)
        let slice = try PageSlice.read(context, total: parts.reduce(0) { $0 + $1.tokens.count }, size: Self.pageSize)
        let pager = slice.pager("Tokens") { context.withInputs(GuideLinks.tokens(path) + "?\(PageSlice.parameter)=\($0)") }
        let count = Plural.counted(group.tokens.count, "token")
        let types = group.types.map(\.rawValue).joined(separator: ", ")
        return Page(title: path.description, siteName: context.settings.name, content: [
            .div(.class("with-sidebar"), children:
                TokenGroupNav.node(outline, current: top),
                .div(.class("with-sidebar__content"), children:
                    Breadcrumbs.node(crumbs),
                    PageIntro.node(eyebrow: "Tokens · \(count) · \(types)", title: path.description, lead: group.description, extra: [
                        ThemeNote.node(context),
                        .p(.class("intro-links"), children:
                            .a(.href(context.withModifiers("/api/tokens/" + PercentEncoding.encode(path.description))),
                               children: "This group as JSON"),
                            .a(.href(context.withModifiers("/api/tokens?format=css&group=" + PercentEncoding.encode(path.description))),
                               children: "As CSS")),
                    ]),
                    pager,
                    .fragment(sections(parts, slice: slice, row: row)),
                    pager
                )
            ),
        ], kind: "tokens")
    }

    /// The group's own tokens first, then each group inside it with its tokens (nil for the
    /// group's own), in the order the page shows them.
    static func parts(of group: TokenGroupOutline.Group, outline: TokenGroupOutline)
        -> [(section: TokenGroupOutline.Group?, tokens: [ResolvedToken])] {
        let (direct, inner) = outline.children(of: group.path)
        if direct.isEmpty && inner.isEmpty { return [(nil, group.tokens)] }
        return (direct.isEmpty ? [] : [(nil, direct)]) + inner.map { ($0, $0.tokens) }
    }

    /// The tokens of `slice`: the group's own as a list, then a section per group inside it.
    private func sections(_ parts: [(section: TokenGroupOutline.Group?, tokens: [ResolvedToken])], slice: PageSlice,
                          row: TokenRow) -> [Node] {
        var nodes: [Node] = []
        var offset = 0
        for (section, tokens) in parts {
            let whole = offset..<offset + tokens.count
            offset = whole.upperBound
            let shown = whole.clamped(to: slice.range)
            guard !shown.isEmpty else { continue }
            let list = list(Array(tokens[(shown.lowerBound - whole.lowerBound)..<(shown.upperBound - whole.lowerBound)]), row: row)
            guard let child = section else { nodes.append(list); continue }
            let id = TokenGroupNav.sectionID(child.path)
            nodes.append(.section([.class("token-section"), .id(id), .aria("labelledby", id + "-title")], [
                .h2(.id(id + "-title"), .class("token-section__title"), children:
                    .a(.href(GuideLinks.tokens(child.path)), children: .text(child.path.description))),
                child.description.map { .p(.class("token-section__text"), children: .text($0)) } ?? .empty,
                list,
            ]))
        }
        return nodes
    }

    /// Colours as a grid of cards; anything else as rows.
    private func list(_ tokens: [ResolvedToken], row: TokenRow) -> Node {
        let cards = tokens.allSatisfy { $0.type == .color }
        return .div([.class("token-list", cards ? "token-list--cards" : "token-list--rows")], tokens.map(row.node))
    }

    /// The 404 for a group that is not there, with the closest group's name.
    static func unknown(_ text: String, outline: TokenGroupOutline) -> HTTPError {
        let candidates = outline.allGroupPaths.map(\.description) + outline.topLevel.map(\.path.description)
        let suggestion = Suggestion.closest(to: text, among: Array(Set(candidates)).sorted()).map { " (did you mean '\($0)'?)" } ?? ""
        let top = outline.topLevel.map(\.path.description).joined(separator: ", ")
        return HTTPError(.notFound, "there is no token group '\(text)'\(suggestion); groups: \(top)")
    }
}

import DesignSystem
import MicroHTTP

/// `GET /tokens`: every top-level token group as a card, with its count, types and a glimpse
/// of what it holds, beside the groups' sidebar.
struct TokensPage: GuidePage {
    var parameters: [String] { [PageSlice.parameter] }
    /// How many group cards one page shows (`?page=2` for the next).
    static let pageSize = 120

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        guard let set = context.tokens else { throw HTTPError(.notFound, "no tokens are loaded for \(context.permutation)") }
        let outline = TokenGroupOutline(set: set)
        let groups = outline.topLevel
        let slice = try PageSlice.read(context, total: groups.count, size: Self.pageSize)
        let pager = slice.pager("Groups") { context.withInputs("/tokens?\(PageSlice.parameter)=\($0)") }
        let lead = "\(Plural.counted(set.tokens.count, "token")) in \(Plural.counted(groups.count, "group")): every visual value of \(context.settings.name), "
            + "named, themed and served to the apps that use them."
        return Page(title: "Tokens", siteName: context.settings.name, content: [
            .div(.class("with-sidebar"), children:
                TokenGroupNav.node(outline, current: nil),
                .div(.class("with-sidebar__content"), children:
                    PageIntro.node(eyebrow: "Foundations", title: "Tokens", lead: lead, extra: [
                        ThemeNote.node(context),
                        .p(.class("intro-links"), children:
                            .a(.href(context.withModifiers("/api/tokens")), children: "All tokens as DTCG JSON"),
                            .a(.href(context.withModifiers("/api/tokens?format=css")), children: "As CSS custom properties")),
                    ]),
                    pager,
                    .ul([.class("card-grid", "group-cards")], groups[slice.range].map(card)),
                    pager
                )
            ),
        ], kind: "tokens")
    }

    private func card(_ group: TokenGroupOutline.Group) -> Node {
        let count = Plural.counted(group.tokens.count, "token")
        return .li(.class("card", "group-card"), children:
            glimpse(group),
            .h2(.class("card__title"), children: .a(.href(GuideLinks.tokens(group.path)), .class("card__link"),
                                                   children: .text(group.path.description))),
            group.description.map { .p(.class("card__text"), children: .text($0)) } ?? .empty,
            .p(.class("card__meta"), children: .text(count + " · " + group.types.map(\.rawValue).joined(separator: ", ")))
        )
    }

    /// A strip of swatches for colours, a few specimens for type, a few demos spread over the
    /// group for lengths, radii, borders and shadows; nothing for the rest.
    private func glimpse(_ group: TokenGroupOutline.Group) -> Node {
        let colors = group.tokens.filter { $0.type == .color }.prefix(12)
        if !colors.isEmpty {
            return .div([.class("glimpse", "glimpse--swatches"), .aria("hidden", "true")], colors.map { Swatch.node($0.path, size: .chip) })
        }
        let type = group.tokens.filter { $0.type == .typography }.prefix(3)
        if !type.isEmpty {
            return .div([.class("glimpse", "glimpse--type"), .aria("hidden", "true")], type.map { TypeSpecimen.node($0.path, text: "Aa") })
        }
        let still: Set<TokenType> = [.dimension, .border, .shadow, .gradient, .number]
        let shown = Self.spread(group.tokens.filter { still.contains($0.type) && !TokenDemo.modifiers(for: $0).isEmpty }, count: 4)
        guard !shown.isEmpty else { return .empty }
        let bars = shown.allSatisfy { TokenDemo.modifiers(for: $0).first?.effect == .width }
        return .div([.class("glimpse", bars ? "glimpse--bars" : "glimpse--shapes"), .aria("hidden", "true")],
                    shown.map(TokenDemo.node(for:)))
    }

    /// Up to `count` elements spread evenly over `items`, first and last included.
    static func spread<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count, count > 1 else { return items }
        return (0..<count).map { items[$0 * (items.count - 1) / (count - 1)] }
    }
}

import DesignSystem
import MicroHTTP

/// The visual part of the changes page: for each component a change touches, in each context
/// where it does, its preview before (the `from` side's tokens) and after (the `to` side's) side
/// by side, with the changed tokens it binds; at most `changesPreviewPairs` pairs a view, the
/// rest one component at a time (`?component=`) or page by page (`?review=N`).
struct ChangeReview {
    /// The query parameter that shows one component's pairs.
    static let componentParameter = "component"
    /// The query parameter that pages through the pairs.
    static let pageParameter = "review"

    /// The components the diff touches.
    let review: ReleaseReview
    /// The older side (a version, or `current`), drawn before.
    let from: String
    /// The newer side, drawn after.
    let to: String
    /// The most pairs a view shows.
    let limit: Int
    /// The component `?component=` asks for, if any.
    let component: ComponentName?
    /// The page of pairs shown.
    let slice: PageSlice
    /// Each component, by name.
    let entries: [ComponentName: CatalogEntry]
    /// Each pair's position in ``ReleaseReview/pairs``, by its anchor.
    private let positions: [String: Int]
    /// Where each component's pairs start in ``ReleaseReview/pairs`` (they are listed together).
    private let starts: [ComponentName: Int]

    /// The view `query` asks for: a 400 for an unknown component, a bad or repeated parameter;
    /// a 404 for a page of pairs past the last.
    init(review: ReleaseReview, from: String, to: String, limit: Int, query: QueryItems, config: ComponentConfig) throws(HTTPError) {
        self.review = review
        self.from = from
        self.to = to
        self.limit = limit
        entries = Dictionary(config.catalog.map { ($0.about.name, $0) }) { first, _ in first }
        positions = Dictionary(review.pairs.enumerated().map { ($1.anchor, $0) }) { first, _ in first }
        starts = Dictionary(review.pairs.enumerated().map { ($1.component, $0) }) { first, _ in first }
        let asked = query.values(for: Self.componentParameter)
        if asked.count > 1 { throw HTTPError(.badRequest, "query parameter '\(Self.componentParameter)' is given more than once") }
        if let name = asked.first {
            guard config.styles[ComponentName(name)] != nil else {
                throw HTTPError(.badRequest, "'\(name)' is not a styled component of this Config; components: "
                    + config.styles.components.map(\.rawValue).joined(separator: ", "))
            }
            component = ComponentName(name)
        } else {
            component = nil
        }
        slice = try PageSlice.read(query, total: Self.pairs(review, component).count, size: limit, parameter: Self.pageParameter)
    }

    /// The pairs of `component`, or all of them.
    private static func pairs(_ review: ReleaseReview, _ component: ComponentName?) -> [ReleaseReview.Pair] {
        component.map { name in review.pairs.filter { $0.component == name } } ?? review.pairs
    }

    /// `/changes?from=&to=` showing the pairs of `component` (or all), page `page` of them.
    func link(component: ComponentName?, page: Int = 1) -> String {
        GuideLinks.changes(from: from, to: to)
            + (component.map { "&\(Self.componentParameter)=" + PercentEncoding.encode($0.rawValue) } ?? "")
            + (page == 1 ? "" : "&\(Self.pageParameter)=\(page)")
    }

    /// Where the pair of `component` in the context at `index` is: its anchor on this page when
    /// shown here, else on the view of all pairs that shows it.
    func href(component name: ComponentName, context index: Int, shownHere: Bool) -> String? {
        let anchor = ReleaseReview.anchor(name, context: index)
        guard let position = positions[anchor] else { return nil }
        let positionInView = component == nil ? position : component == name ? position - (starts[name] ?? 0) : nil
        if shownHere, let positionInView, slice.range.contains(positionInView) { return "#" + anchor }
        return link(component: nil, page: position / limit + 1) + "#" + anchor
    }

    /// The section: what it shows, the pairs of this view, and how to see the rest.
    func node() -> Node {
        let side = { (side: String) in side == SemanticVersion.current ? "the current tokens" : "release \(side)'s tokens" }
        let pairs = Self.pairs(review, component)
        var nodes: [Node] = [
            .h2(.id("review-title"), children: .text(component.map { "\(entries[$0]?.about.title ?? $0.rawValue) before and after" }
                                                      ?? "Components these changes touch")),
            .p(.class("changes-review__note"), children: .text(
                "Each component whose styles bind a changed token (directly or through aliases), in each context where one changed: "
                + "before, drawn with \(side(from)); after, with \(side(to)). A release keeps only its tokens, so both sides are "
                + "today's components, styles and samples; a token one side lacks leaves what binds it unset there. Each side "
                + "is drawn as its tokens make it, contrast failures included: the tables below give each colour's contrast "
                + "before and after.")),
        ]
        if pairs.isEmpty {
            nodes.append(.p(children: .text(component == nil ? "No component's styles bind a token these changes touch."
                                             : "No change here touches this component's styles.")))
        }
        let pager = slice.pager("Pairs") { link(component: component, page: $0) }
        nodes.append(pager)
        nodes.append(.div(.class("review-pairs"), children: .fragment(pairs[slice.range].map(pairNode))))
        nodes.append(pager)
        nodes.append(rest(pairs))
        return .section(.class("changes-review"), .aria("labelledby", "review-title"), children: .fragment(nodes))
    }

    /// One pair: its heading, the two frames, and the changed tokens it binds.
    private func pairNode(_ pair: ReleaseReview.Pair) -> Node {
        let context = pair.permutation.contexts.sorted { $0.key < $1.key }
        let contextText = context.isEmpty ? "every context" : context.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let use = pair.use
        let url = PreviewLinks.preview(pair.component, style: use.style, size: use.size, state: use.state)
            + context.map { "&\(PreviewLinks.encoded($0.key))=\(PreviewLinks.encoded($0.value))" }.joined()
        let height = entries[pair.component].map(PreviewFrame.height(for:)) ?? .short
        let label = { (side: String) in side == SemanticVersion.current ? "current tokens" : "release \(side)" }
        func frame(_ word: String, _ side: String) -> Node {
            PreviewFrame.node(src: ReleasePreviews.link(url, side: side),
                              title: "\(pair.title) \(word.lowercased()) (\(label(side))), \(contextText)",
                              caption: .text("\(word): \(label(side))"), link: nil, height: height)
        }
        let titleID = pair.anchor + "-title"
        return .article([.class("review-pair"), .id(pair.anchor), .aria("labelledby", titleID),
                         .data("component", pair.component.rawValue), .data("context", String(pair.context + 1))], [
            .h3(.id(titleID), children: .a(.href(GuideLinks.component(pair.component)), children: .text(pair.title)),
                .text(" · " + contextText)),
            .p(.class("review-pair__variant"), children: .text("\(use.style) · \(use.size) · \(use.state)")),
            .div(.class("review-pair__frames"), children:
                .div(.class("review-pair__side", "review-pair__side--before"), children: frame("Before", from)),
                .div(.class("review-pair__side", "review-pair__side--after"), children: frame("After", to))),
            .p(.class("review-pair__tokens-label"), children: .text("Changed tokens it binds:")),
            .ul([.class("review-pair__tokens")], pair.tokens.map { path in
                let code = Node.code(children: .text(path.description))
                return .li(children: to == SemanticVersion.current ? .a(.href(GuideLinks.token(path)), children: code) : code)
            }),
        ])
    }

    /// How to see the pairs this view leaves out: each component with pairs elsewhere, linked to its own view.
    private func rest(_ pairs: [ReleaseReview.Pair]) -> Node {
        guard component == nil, pairs.count > slice.range.count else { return .empty }
        var counts: [(ComponentName, Int)] = []
        for (position, pair) in pairs.enumerated() where !slice.range.contains(position) {
            if counts.last?.0 == pair.component { counts[counts.count - 1].1 += 1 } else { counts.append((pair.component, 1)) }
        }
        let hidden = pairs.count - slice.range.count
        return .div(.class("review-more"), children:
            .p(children: .text("\(Plural.counted(hidden, "more pair")) not shown here. One component at a time:")),
            .ul([], counts.map { name, count in
                .li(children: .a(.href(link(component: name)), children: .text("\(entries[name]?.about.title ?? name.rawValue) (\(Plural.counted(count, "pair")))")))
            }))
    }
}

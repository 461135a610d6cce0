import DesignSystem
import MicroHTTP

/// `GET /changes?from=&to=&page=`: what changed between two versions of the tokens (a release of
/// `swatchbook.json`, or `current`), with the suggested semver bump, the counts, and each
/// context's changes with swatches, ΔE and contrast. By default from the newest release to
/// current. A plain GET form picks the two sides, so it works without JavaScript. A long diff is
/// split into pages of ``ReleaseLibrary/pageSize`` rows (`?page=N`), each with the whole diff's
/// bump and counts; the diff is computed once per load, and a page renders its rows only. Above
/// the tables, each component a change touches before and after (``ChangeReview``; `?component=`
/// and `?review=N` choose which pairs), linked from each changed token's row.
struct ChangesPage: GuidePage {
    var parameters: [String] { ["from", "to", PageSlice.parameter, ChangeReview.componentParameter, ChangeReview.pageParameter] }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let library = context.snapshot.releases
        let name = context.settings.name
        guard let newest = library.newest else {
            return Page(title: "What changed", siteName: name, content: [
                PageIntro.node(eyebrow: "Releases", title: "What changed", lead: "This design system lists no releases yet."),
                .p(children: .text("Keep an earlier version of the tokens inside the Config (a folder holding its resolver and token "
                    + "files, or the output of swatchbook tokens --format dtcg) and list it under \"releases\" in swatchbook.json:")),
                CodeSnippet.node(id: "releases-example", title: "swatchbook.json",
                                 code: #""releases": [{ "version": "1.0.0", "tokens": "releases/1.0.0" }]"#, language: "json"),
                .p(children: .text("This page then shows what changed since, context by context, and the version bump it calls for.")),
            ], kind: "changes", description: "What changed between releases of the design system's tokens.")
        }
        for parameter in parameters where context.query.values(for: parameter).count > 1 {
            throw HTTPError(.badRequest, "query parameter '\(parameter)' is given more than once")
        }
        let from = try library.side(context.query["from"] ?? newest.version.text)
        let to = try library.side(context.query["to"] ?? SemanticVersion.current)
        let pages = try library.pages(ReleaseLibrary.DiffKey(from: from, to: to))
        let slice = try PageSlice.read(context, total: pages.rows, size: pages.size)
        let review = try ChangeReview(review: context.snapshot.releasePreviews.review(ReleaseLibrary.DiffKey(from: from, to: to)),
                                      from: from, to: to, limit: context.settings.changesPreviewPairs, query: context.query,
                                      config: context.snapshot.components.config)
        // The pairs are shown on the first page of rows, and in every view that asks for them.
        let showsReview = slice.number == 1 || context.query[ChangeReview.componentParameter] != nil
            || context.query[ChangeReview.pageParameter] != nil
        let pager = slice.pager("Rows") { context.withInputs(GuideLinks.changes(from: from, to: to, page: $0)) }
        let label = { (side: String) in side == SemanticVersion.current ? "the current tokens" : "release \(side)" }
        var content: [Node] = [
            PageIntro.node(eyebrow: "Releases", title: "What changed",
                           lead: "From \(label(from)) to \(label(to)), context by context.",
                           extra: [ChangesPicker.node(sides: library.sides, from: from, to: to)]),
            ChangeSummary.node(pages.summary, from: from, to: to),
            showsReview ? review.node() : .empty,
            pager,
        ]
        var tables = ChangeTables(linksCurrent: (from: from == SemanticVersion.current, to: to == SemanticVersion.current))
        if !review.review.pairs.isEmpty {
            tables.shownIn = { index, path in
                (review.review.reach[index]?[path] ?? []).compactMap { name in
                    review.href(component: name, context: index, shownHere: showsReview).map { href in
                        .a(.href(href), children: .text(review.entries[name]?.about.title ?? name.rawValue))
                    }
                }
            }
        }
        content += pages.page(slice.number).map(tables.section)
        let diff = pages.diff
        if slice.number == slice.pages, !diff.contextsOnlyInOld.isEmpty || !diff.contextsOnlyInNew.isEmpty {
            content.append(.section(.class("changes-contexts"), .aria("labelledby", "contexts-title"), children:
                .h2(.id("contexts-title"), children: "Contexts on one side only"),
                .ul([], diff.contextsOnlyInOld.map { .li(children: .code(children: .text($0.description)), .text(" — removed")) }
                    + diff.contextsOnlyInNew.map { .li(children: .code(children: .text($0.description)), .text(" — added")) })))
        }
        content.append(pager)
        let numbered = slice.pages == 1 ? "" : " (page \(slice.number) of \(slice.pages))"
        return Page(title: "What changed: \(from) → \(to)\(numbered)", siteName: name, content: content, kind: "changes",
                    description: "What changed in the tokens from \(label(from)) to \(label(to)), and the version bump it calls for.",
                    stylesheets: [GuideLinks.changesStylesheet(from: from, to: to, page: slice.number)])
    }
}

/// `GET /changes/swatches.css?from=&to=&page=`: the colours one page of the changes page draws, one rule each.
struct ChangesStylesheetRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        let library = snapshot.releases
        let allowed = ["from", "to", PageSlice.parameter]
        for item in request.query where !allowed.contains(item.name) {
            throw HTTPError(.badRequest, "unknown query parameter '\(item.name)'; allowed: \(allowed.joined(separator: ", "))")
        }
        guard let newest = library.newest else { throw HTTPError(.notFound, "this Config lists no releases") }
        var key = ReleaseLibrary.DiffKey(from: try library.side(request.query["from"] ?? newest.version.text),
                                         to: try library.side(request.query["to"] ?? SemanticVersion.current))
        let pages = try library.pages(key)
        key.page = try PageSlice.read(request.query, total: pages.rows, size: pages.size).number
        return try library.stylesheets.response(for: key) { () throws(HTTPError) -> Response in
            guard let set = snapshot.tokens.orderedPermutations.first?.1 else { throw HTTPError(.notFound, "no tokens are loaded") }
            return ChangeSwatches.stylesheet(for: pages.page(key.page).map(\.changes), variables: CSSVariableNames(set))
        }
    }
}

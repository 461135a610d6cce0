import DesignSystem
import MicroHTTP

/// `GET /changes?from=&to=`: what changed between two versions of the tokens (a release of
/// `swatchbook.json`, or `current`), with the suggested semver bump, the counts, and each
/// context's changes with swatches, ΔE and contrast. By default from the newest release to
/// current. A plain GET form picks the two sides, so it works without JavaScript.
struct ChangesPage: GuidePage {
    var parameters: [String] { ["from", "to"] }

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
        let diff = try library.diff(ReleaseLibrary.DiffKey(from: from, to: to))
        let label = { (side: String) in side == SemanticVersion.current ? "the current tokens" : "release \(side)" }
        var content: [Node] = [
            PageIntro.node(eyebrow: "Releases", title: "What changed",
                           lead: "From \(label(from)) to \(label(to)), context by context.",
                           extra: [ChangesPicker.node(sides: library.sides, from: from, to: to)]),
            ChangeSummary.node(diff, from: from, to: to),
        ]
        let tables = ChangeTables(linksCurrent: (from: from == SemanticVersion.current, to: to == SemanticVersion.current))
        content += diff.contexts.enumerated().map { index, changes in tables.section(changes, id: "context-\(index + 1)") }
        if !diff.contextsOnlyInOld.isEmpty || !diff.contextsOnlyInNew.isEmpty {
            content.append(.section(.class("changes-contexts"), .aria("labelledby", "contexts-title"), children:
                .h2(.id("contexts-title"), children: "Contexts on one side only"),
                .ul([], diff.contextsOnlyInOld.map { .li(children: .code(children: .text($0.description)), .text(" — removed")) }
                    + diff.contextsOnlyInNew.map { .li(children: .code(children: .text($0.description)), .text(" — added")) })))
        }
        return Page(title: "What changed: \(from) → \(to)", siteName: name, content: content, kind: "changes",
                    description: "What changed in the tokens from \(label(from)) to \(label(to)), and the version bump it calls for.",
                    stylesheets: [GuideLinks.changesStylesheet(from: from, to: to)])
    }
}

/// `GET /changes/swatches.css?from=&to=`: the colours the changes page draws, one rule each.
struct ChangesStylesheetRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        let library = snapshot.releases
        for item in request.query where item.name != "from" && item.name != "to" {
            throw HTTPError(.badRequest, "unknown query parameter '\(item.name)'; allowed: from, to")
        }
        guard let newest = library.newest else { throw HTTPError(.notFound, "this Config lists no releases") }
        let key = ReleaseLibrary.DiffKey(from: try library.side(request.query["from"] ?? newest.version.text),
                                         to: try library.side(request.query["to"] ?? SemanticVersion.current))
        return try library.stylesheets.response(for: key) { () throws(HTTPError) -> Response in
            guard let set = snapshot.tokens.orderedPermutations.first?.1 else { throw HTTPError(.notFound, "no tokens are loaded") }
            return ChangeSwatches.stylesheet(for: try library.diff(key), variables: CSSVariableNames(set))
        }
    }
}

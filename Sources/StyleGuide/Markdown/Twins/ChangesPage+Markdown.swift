import DesignSystem
import MicroHTTP

extension ChangesPage: MarkdownTwin {
    /// `/changes.md?from=&to=&page=`: the suggested bump and the counts, then each context's
    /// changes on this page as a table (kind, token, before, after), split into pages as the
    /// HTML page is.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let library = context.snapshot.releases
        guard let newest = library.newest else {
            return "# What changed\n\nThis design system lists no releases yet (\"releases\" in swatchbook.json).\n"
        }
        let from = try library.side(context.query["from"] ?? newest.version.text)
        let to = try library.side(context.query["to"] ?? SemanticVersion.current)
        let pages = try library.pages(ReleaseLibrary.DiffKey(from: from, to: to))
        let slice = try PageSlice.read(context, total: pages.rows, size: pages.size)
        let summary = pages.summary
        var parts = ["# What changed: \(MarkdownText.escaped(from)) → \(MarkdownText.escaped(to))",
                     "Suggested version bump: **\(summary.bump.rawValue)**" + (summary.reason.isEmpty ? "." : " (\(MarkdownText.escaped(summary.reason))).")]
        parts.append(ChangeSummary.kinds(summary).map { "- \($0.label): \($0.count)" }.joined(separator: "\n"))
        for part in pages.page(slice.number) {
            parts.append("## " + MarkdownText.escaped(String(describing: part.changes.context)))
            let rows = Self.rows(part.changes)
            parts.append(rows.isEmpty ? "No changes on this page." : MarkdownText.table(["Change", "Token", "Before", "After"], rows))
        }
        parts += MarkdownPager.line(slice, noun: "Rows") {
            context.withInputs(MarkdownTwins.path(of: "/changes") + "?" + GuideLinks.changes(from: from, to: to, page: $0).split(separator: "?", maxSplits: 1)[1])
        }
        parts.append("As JSON: " + MarkdownText.code(GuideLinks.diffAPI(from: from, to: to)))
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One context's changes as table rows, kind by kind.
    static func rows(_ diff: ContextDiff) -> [[String]] {
        let code = { (text: String) in MarkdownText.code(text, inTable: true) }
        let value = { (value: TokenValue) in code(TokenRow.valueText(value)) }
        var rows: [[String]] = []
        rows += diff.added.map { ["Added", code($0.path.description), "", value($0.value)] }
        rows += diff.removed.map { ["Removed", code($0.path.description), value($0.value), ""] }
        rows += diff.renamed.map { ["Renamed", code($0.token.path.description), code($0.oldPath.description), code($0.token.path.description)] }
        rows += diff.valueChanged.map { ["Value changed", code($0.path.description), value($0.oldValue), value($0.newValue)] }
        rows += diff.typeChanged.map { ["Type changed", code($0.path.description), code($0.oldType.rawValue), code($0.newType.rawValue)] }
        rows += diff.deprecated.map { ["Newly deprecated", code($0.path.description), "", MarkdownText.escaped($0.reason ?? "")] }
        return rows
    }
}

import DesignSystem

/// One context's changes on a page of the changes page: a table per kind of change that has any
/// there (headed by the context's whole count of that kind), each token with its value (and a
/// swatch for a colour), a changed colour with its old and new swatches side by side, its
/// CIEDE2000 difference and its contrast before and after.
struct ChangeTables {
    /// Whether each side is the current tokens, whose tokens link to their rows on the token pages.
    let linksCurrent: (from: Bool, to: Bool)
    /// The components a changed token reaches in the context at a position, as links to their
    /// before/after pairs (see ``ChangeReview``); nil when the page shows no review.
    var shownIn: ((Int, TokenPath) -> [Node])? = nil

    /// The section of one context's changes on a page, headed by its context; its id is the
    /// context's place in the diff, the same on every page.
    func section(_ part: DiffPages.Part) -> Node {
        let diff = part.changes, summary = part.summary, id = "context-\(part.index + 1)"
        let title = diff.context.contexts.isEmpty ? "Every context"
            : diff.context.contexts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let reference = diff.contrastReference
        var nodes: [Node] = [
            .h2(.id(id), children: .text(title)),
            .p(.class("changes-context-note"), children:
                .text("Suggested bump in this context: \(summary.bump.rawValue). Contrast is measured on "),
                .span(.class("value-with-chip"), children: Swatch.node(color: reference.new),
                      .code(children: .text(reference.path?.description ?? "white"))),
                .text(" (" + (reference.old.hexString == reference.new.hexString ? reference.new.hexString
                    : "\(reference.old.hexString) before, \(reference.new.hexString) after") + ")."))
        ]
        if summary.bump == .none { nodes.append(.p(children: "Nothing changed in this context.")) }
        nodes += [
            table(id + "-added", "Added", summary.added, shown(["Token", "Type", "Value"], part.index, diff.added.map { token in
                ([link(token.path, current: linksCurrent.to), .text(token.type.rawValue), value(token.value)], [token.path])
            })),
            table(id + "-removed", "Removed", summary.removed, shown(["Token", "Type", "Value"], part.index, diff.removed.map { token in
                ([link(token.path, current: linksCurrent.from), .text(token.type.rawValue), value(token.value)], [token.path])
            })),
            table(id + "-renamed", "Renamed", summary.renamed, shown(["Was", "Now", "Type", "Value"], part.index, diff.renamed.map { rename in
                ([link(rename.oldPath, current: linksCurrent.from), link(rename.token.path, current: linksCurrent.to),
                  .text(rename.token.type.rawValue), value(rename.token.value)], [rename.oldPath, rename.token.path])
            })),
            table(id + "-changed", "Value changed", summary.valueChanged, shown(["Token", "Type", "Before", "After", "ΔE2000", "Contrast"], part.index, diff.valueChanged.map { change in
                ([link(change.path, current: linksCurrent.to), .text(change.newType.rawValue), value(change.oldValue), value(change.newValue),
                  change.color.map { .text(NumberText.format($0.deltaE2000)) } ?? .text("—"), contrast(change.color?.contrast)], [change.path])
            })),
            table(id + "-type", "Type changed", summary.typeChanged, shown(["Token", "Before", "After"], part.index, diff.typeChanged.map { change in
                ([link(change.path, current: linksCurrent.to), typed(change.oldType, change.oldValue), typed(change.newType, change.newValue)], [change.path])
            })),
            table(id + "-deprecated", "Newly deprecated", summary.deprecated, (["Token", "Type", "Reason"], diff.deprecated.map { deprecation in
                [link(deprecation.path, current: linksCurrent.to), .text(deprecation.type.rawValue), .text(deprecation.reason ?? "—")]
            })),
        ]
        return .section([.class("changes-context"), .aria("labelledby", id)], nodes)
    }

    /// `columns` and each row's cells, with a last column linking to the pairs of the components
    /// the row's tokens reach in the context at `index` when the page shows a review.
    private func shown(_ columns: [String], _ index: Int, _ rows: [([Node], [TokenPath])]) -> (columns: [String], rows: [[Node]]) {
        guard let shownIn else { return (columns, rows.map(\.0)) }
        return (columns + ["Shown in"], rows.map { cells, paths in
            let links = paths.flatMap { shownIn(index, $0) }
            return cells + [links.isEmpty ? .text("—") : .ul([.class("change-touches")], links.map { .li(children: $0) })]
        })
    }

    /// A table of `rows` (of `count` in the context, across pages) titled with the count, the
    /// first cell of each row a row header; nothing when there are no rows on this page.
    private func table(_ id: String, _ title: String, _ count: Int, _ table: (columns: [String], rows: [[Node]])) -> Node {
        let (columns, rows) = table
        guard !rows.isEmpty else { return .empty }
        return .fragment([
            .h3(.id(id), children: .text("\(title) (\(count))")),
            .div(.class("table-scroll"), .tabindex(0), .role("region"), .aria("labelledby", id), children:
                .table(.class("data-table", "changes-table"), children:
                    .thead(children: .tr([], columns.map { .th(.custom("scope", "col"), children: .text($0)) })),
                    .tbody([], rows.map { cells in
                        .tr([], [.th([.custom("scope", "row")], [cells[0]])] + cells.dropFirst().map { .td([], [$0]) })
                    })
                )
            ),
        ])
    }

    /// A token's path, linked to its row on the token pages when it is one of the current tokens.
    private func link(_ path: TokenPath, current: Bool) -> Node {
        let code = Node.code(children: .text(path.description))
        return current ? .a(.href(GuideLinks.token(path)), children: code) : code
    }

    /// A value as CSS writes it, after its swatch when it is a colour.
    private func value(_ value: TokenValue) -> Node {
        .span(.class("value-with-chip"), children: ChangeSwatches.node(value), .code(children: .text(value.displayText)))
    }

    /// A value with its type, for a type change.
    private func typed(_ type: TokenType, _ value: TokenValue) -> Node {
        .fragment([self.value(value), .span(.class("cell-note"), children: .text(type.rawValue))])
    }

    /// `3.69:1 → 5.77:1`, each ratio with its WCAG verdict; a dash when not measured.
    private func contrast(_ change: ContrastChange?) -> Node {
        guard let change else { return .text("—") }
        return .span(.class("contrast-change"), children:
            .span(.class("ratio"), children: .text(NumberText.ratio(change.old))), .text(" "), ContrastVerdict.badge(change.old),
            .text(" → "),
            .span(.class("ratio"), children: .text(NumberText.ratio(change.new))), .text(" "), ContrastVerdict.badge(change.new))
    }
}

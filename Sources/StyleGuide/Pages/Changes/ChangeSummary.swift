import DesignSystem

/// The top of the changes page: the suggested bump and why, the counts by kind, the rule the
/// bump follows, and the same answer as JSON.
enum ChangeSummary {
    /// The kinds of change in the order the page shows them, with their labels and counts in `summary`.
    static func kinds(_ summary: DiffSummary) -> [(label: String, count: Int)] {
        [("Added", summary.added), ("Removed", summary.removed), ("Renamed", summary.renamed), ("Value changed", summary.valueChanged),
         ("Type changed", summary.typeChanged), ("Newly deprecated", summary.deprecated)]
    }

    /// The summary of a diff (its counts, `summary`) between the sides `from` and `to`.
    static func node(_ summary: DiffSummary, from: String, to: String) -> Node {
        let api = GuideLinks.diffAPI(from: from, to: to)
        return .section(.class("changes-summary"), .aria("labelledby", "summary-title"), children:
            .h2(.id("summary-title"), children: "Summary"),
            .p(.class("bump", "bump--" + summary.bump.rawValue), children:
                .text("Suggested version bump: "), .strong(children: .text(summary.bump.rawValue)),
                .text(summary.reason.isEmpty ? (summary.bump == .none ? " — nothing changed." : ".") : " — \(summary.reason).")),
            .ul([.class("change-counts")], kinds(summary).map { kind in
                .li(.class("change-count", kind.count == 0 ? "change-count--none" : ""), children:
                    .span(.class("change-count__value"), children: .text(String(kind.count))),
                    .text(" "), .span(.class("change-count__label"), children: .text(kind.label)))
            }),
            .p(.class("changes-rule"), children: .text("Major when a token is removed, renamed or changes type, or a context is "
                + "removed; minor when a token is added or newly deprecated, or a context is added; patch when only values change. "
                + "Counts take each token once, however many contexts it changed in.")),
            .p(.class("changes-api"), children: .text("As JSON: "), .a(.href(api), children: .code(children: .text("GET " + api))))
        )
    }
}

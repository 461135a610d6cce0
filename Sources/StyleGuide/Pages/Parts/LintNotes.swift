import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `swatchbook lint` finds about the thing a page shows (a component, a token): one item
/// per finding, its severity, its message and its rule; nothing when there are none.
enum LintNotes {
    /// The list of `findings`, or nothing.
    static func node(_ findings: [LintFinding]) -> Node {
        guard !findings.isEmpty else { return .empty }
        return .ul([.class("notes", "lint-findings")], findings.map { finding in
            .li(.class("lint-finding", "lint-finding--" + finding.severity.rawValue), children:
                .strong(children: .text(finding.severity.rawValue.capitalized + ":")), .text(" " + finding.message + " "),
                .code(children: .text(finding.rule)))
        })
    }

    /// A `dt`/`dd` pair for a token row's details, or none.
    static func details(_ findings: [LintFinding]) -> [Node] {
        findings.isEmpty ? [] : [.dt(children: "Lint"), .dd(children: node(findings))]
    }
}

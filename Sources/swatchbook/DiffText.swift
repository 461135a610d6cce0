import DesignSystem

/// `swatchbook diff` for people: the bump and its reason, the counts, then each context's
/// changes grouped by kind, one line per token, with ΔE and contrast for colours.
enum DiffText {
    /// The whole report.
    static func render(_ diff: TokenDiff, from old: String, to new: String) -> String {
        let summary = diff.summary
        var lines = ["What changed from \(old) to \(new)"]
        lines.append("Suggested bump: \(summary.bump.rawValue)" + (summary.reason.isEmpty ? "" : " (\(summary.reason))"))
        lines.append(counts(summary))
        for context in diff.contexts {
            lines.append("")
            lines += self.context(context)
        }
        if !diff.contextsOnlyInOld.isEmpty {
            lines += ["", "Contexts only in \(old) (removed): " + diff.contextsOnlyInOld.map(\.description).joined(separator: "; ")]
        }
        if !diff.contextsOnlyInNew.isEmpty {
            lines += ["", "Contexts only in \(new) (added): " + diff.contextsOnlyInNew.map(\.description).joined(separator: "; ")]
        }
        return lines.joined(separator: "\n")
    }

    /// `1 added, 2 values changed, …` (every token once, however many contexts it changed in), or that nothing did.
    static func counts(_ summary: DiffSummary) -> String {
        let parts = [(summary.added, "added", "added"), (summary.removed, "removed", "removed"), (summary.renamed, "renamed", "renamed"),
                     (summary.valueChanged, "value changed", "values changed"), (summary.typeChanged, "type changed", "types changed"),
                     (summary.deprecated, "newly deprecated", "newly deprecated")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        return parts.isEmpty ? "No token changed." : "Tokens: " + parts.joined(separator: ", ") + "."
    }

    /// One context's heading and its changes.
    private static func context(_ diff: ContextDiff) -> [String] {
        let reference = diff.contrastReference.path?.description ?? "white"
        var lines = ["\(diff.context) — \(diff.summary.bump.rawValue)"]
        guard !diff.isEmpty else { return lines + ["  no changes"] }
        func group(_ title: String, _ rows: [[String]]) {
            guard !rows.isEmpty else { return }
            lines.append("  \(title) (\(rows.count))")
            let width = rows.map { $0[0].count }.max() ?? 0
            for row in rows {
                let first = row[0] + String(repeating: " ", count: width - row[0].count)
                lines.append("    " + ([first] + row.dropFirst()).joined(separator: "  "))
            }
        }
        group("Added", diff.added.map { ["+ \($0.path)", $0.type.rawValue, $0.value.displayText] })
        group("Removed", diff.removed.map { ["- \($0.path)", $0.type.rawValue, $0.value.displayText] })
        group("Renamed", diff.renamed.map { ["~ \($0.oldPath) → \($0.token.path)", $0.token.type.rawValue, $0.token.value.displayText] })
        group("Value changed", diff.valueChanged.map { change in
            var row = ["* \(change.path)", change.newType.rawValue, "\(change.oldValue.displayText) → \(change.newValue.displayText)"]
            if let color = change.color {
                row.append("ΔE2000 \(number(color.deltaE2000))")
                if let contrast = color.contrast {
                    row.append("contrast on \(reference) \(number(contrast.old)):1 → \(number(contrast.new)):1")
                }
            }
            return row
        })
        group("Type changed", diff.typeChanged.map {
            ["! \($0.path)", "\($0.oldType) → \($0.newType)", "\($0.oldValue.displayText) → \($0.newValue.displayText)"]
        })
        group("Newly deprecated", diff.deprecated.map { ["! \($0.path)", $0.type.rawValue] + ($0.reason.map { [$0] } ?? []) })
        return lines
    }

    /// Two decimals at most, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

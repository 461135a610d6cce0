import DesignSystem

/// `min-font-size`: a typography token whose font size is under the minimum (`minimum`, in px;
/// a rem is 16px), like Terrazzo's `a11y/min-font-size`.
struct MinFontSizeLint: LintCheck {
    let rule = LintRule.minFontSize

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var tally = FindingTally<TokenPath>()
        for (permutation, set) in subject.sets {
            for token in set.tokens {
                guard case .typography(let type) = token.value else { continue }
                let px = type.fontSize.unit == "rem" ? type.fontSize.value * 16 : type.fontSize.value
                guard px < settings.minimumFontSize else { continue }
                tally.add(token.path, in: permutation) {
                    LintFinding(rule, "'\(token.path)' sets type at \(CompactNumber.format(type.fontSize.value))\(type.fontSize.unit), under the "
                                + "minimum of \(CompactNumber.format(settings.minimumFontSize))px", at: token.origin, token: token.path)
                }
            }
        }
        return tally.findings(of: subject.sets.count)
    }
}

import DesignSystem

/// `literal-value`: a styles file writes out a value that a token has, with every modifier on its
/// default; the binding should name the token, so it follows the theme and a change of the token.
struct LiteralValueLint: LintCheck {
    let rule = LintRule.literalValue

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        guard let set = subject.defaultSet else { return [] }
        var owners: [TokenValue: TokenPath] = [:]
        for token in set.tokens where !token.isAlias && owners[token.value] == nil { owners[token.value] = token.path }
        return subject.bindings.compactMap { document, style, binding in
            guard case .literal(let value, let written) = binding.value, let owner = owners[value] else { return nil }
            return LintFinding(rule, "\(document.component) style '\(style.name)' writes '\(binding.property.name)' as \(written.serialized()), "
                               + "the value of '\(owner)'; bind \"{\(owner)}\" instead",
                               at: binding.origin, component: document.component.rawValue, style: style.name.rawValue, token: owner)
        }
    }
}

import DesignSystem

/// `deprecated-reference`: a token or a style binding that refers to a deprecated token (a token
/// that is itself deprecated may refer to one: both are on their way out).
struct DeprecatedReferenceLint: LintCheck {
    let rule = LintRule.deprecatedReference

    /// A referrer (a token's path, or a binding's place) and the deprecated token it names.
    private struct Key: Hashable { let referrer: TokenOrigin, target: TokenPath }

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var tally = FindingTally<Key>()
        for (permutation, set) in subject.sets {
            for token in set.tokens where token.deprecation?.isDeprecated != true {
                for site in token.references {
                    guard let target = Self.path(of: site.reference), let deprecation = Self.deprecation(of: target, in: set) else { continue }
                    tally.add(Key(referrer: token.origin, target: target), in: permutation) {
                        LintFinding(rule, "'\(token.path)' refers to '\(target)', which is deprecated" + Self.reason(deprecation),
                                    at: token.origin, token: token.path)
                    }
                }
            }
            for (document, style, binding) in subject.bindings {
                guard let target = binding.value.tokenPath, let deprecation = Self.deprecation(of: target, in: set) else { continue }
                tally.add(Key(referrer: binding.origin, target: target), in: permutation) {
                    LintFinding(rule, "\(document.component) style '\(style.name)' sets '\(binding.property.name)' to '{\(target)}', which is deprecated"
                                    + Self.reason(deprecation),
                                at: binding.origin, component: document.component.rawValue, style: style.name.rawValue, token: target)
                }
            }
        }
        return tally.findings(of: subject.sets.count)
    }

    /// The token a reference names: an alias's path, or a JSON Pointer's tokens up to `$value`.
    static func path(of reference: TokenReference) -> TokenPath? {
        switch reference {
        case .alias(let path): return path
        case .pointer(let pointer):
            let segments = Array(pointer.tokens.prefix { $0 != "$value" })
            return segments.isEmpty ? nil : TokenPath(segments)
        }
    }

    /// The deprecation of the token at `path` in `set`, when it is deprecated.
    private static func deprecation(of path: TokenPath, in set: TokenSet) -> Deprecation? {
        guard let deprecation = set[path]?.deprecation, deprecation.isDeprecated else { return nil }
        return deprecation
    }

    /// `: the reason`, or nothing.
    private static func reason(_ deprecation: Deprecation) -> String { deprecation.reason.map { ": " + $0 } ?? "" }
}

/// One lint rule: its id (as `lint.rules` in `swatchbook.json` names it), its default severity,
/// what it checks, and the options its setting may carry besides `severity`.
public struct LintRule: Sendable, Hashable, CustomStringConvertible {
    /// The id, e.g. `contrast`.
    public let id: String
    /// The severity when `lint.rules` does not set one.
    public let defaultSeverity: LintSeverity
    /// One sentence: what a finding of this rule means.
    public let summary: String
    /// The option names the rule's setting accepts besides `severity`.
    public let options: [String]

    /// The id.
    public var description: String { id }

    /// A contrast pair of a style (any size, state, permutation) under its WCAG 2.x AA ratio.
    public static let contrast = LintRule(id: "contrast", defaultSeverity: .error,
        summary: "A colour pair of a component style is under its WCAG 2.x AA ratio (text 4.5:1, large text 3:1, icons 3:1) in some permutation.",
        options: ["disabledState"])
    /// A token some contexts of a modifier define and others do not.
    public static let missingInContext = LintRule(id: "missing-in-context", defaultSeverity: .error,
        summary: "A token is defined in some contexts of a modifier and not in the others.", options: [])
    /// A token or style refers to a deprecated token.
    public static let deprecatedReference = LintRule(id: "deprecated-reference", defaultSeverity: .warning,
        summary: "A token or a style refers to a deprecated token.", options: [])
    /// A style writes out a value a token already has.
    public static let literalValue = LintRule(id: "literal-value", defaultSeverity: .warning,
        summary: "A styles file writes out a literal value that a token has; bind the token instead.", options: [])
    /// A token nothing refers to.
    public static let unusedToken = LintRule(id: "unused-token", defaultSeverity: .info,
        summary: "No style, no other token and no setting refers to the token.", options: [])
    /// Two tokens written out with the same value.
    public static let duplicateValue = LintRule(id: "duplicate-value", defaultSeverity: .info,
        summary: "A token writes out the same type and value as an earlier one; one could alias the other.", options: [])
    /// Type set smaller than a minimum.
    public static let minFontSize = LintRule(id: "min-font-size", defaultSeverity: .warning,
        summary: "A typography token's font size is under the minimum (12px unless set; 1rem = 16px).", options: ["minimum"])
    /// A token name that is not in the team's case style.
    public static let naming = LintRule(id: "naming", defaultSeverity: .warning,
        summary: "A segment of a token's path is not in the configured case style (kebab-case unless set).", options: ["case"])
    /// A token with no `$description`.
    public static let description = LintRule(id: "description", defaultSeverity: .off,
        summary: "A token has no $description.", options: [])

    /// Every rule, in the order reports list them.
    public static let all: [LintRule] = [.contrast, .missingInContext, .deprecatedReference, .literalValue, .unusedToken,
                                         .duplicateValue, .minFontSize, .naming, .description]

    /// The rule with `id`, or nil.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}

/// The rules real-world DTCG 2025.10 files bend in ways a tolerant reader can still honour.
///
/// Each is a warning when reading tolerantly (the value is kept as its author meant it) and an
/// error when strict; they live apart from ``TokenRules`` so that list stays as the format has it.
extension Diagnostic.Rule {
    /// A bare JSON number where a dimension object is needed (read as pixels).
    public static let unitlessDimension = Diagnostic.Rule("unitless-dimension")
    /// A typography `lineHeight` written as a dimension rather than a number (kept as an absolute line height).
    public static let dimensionLineHeight = Diagnostic.Rule("dimension-line-height")
    /// A token without `$type` whose value can only be of one type (that type is used).
    public static let inferredType = Diagnostic.Rule("inferred-type")
    /// A member without `$` beside a token's `$value` that is no child token (kept as data on the token).
    public static let extraTokenMember = Diagnostic.Rule("extra-token-member")
    /// References inside the text of a string token of a type DTCG does not define (replaced by their values' CSS).
    public static let interpolatedReference = Diagnostic.Rule("interpolated-reference")
    /// A named set of a resolver document that nothing uses (applied first when reading tolerantly).
    public static let unusedSet = Diagnostic.Rule("unused-set")
    /// A font family written as one CSS font stack with commas (read as the list of its names).
    public static let fontFamilyStack = Diagnostic.Rule("font-family-stack")
}

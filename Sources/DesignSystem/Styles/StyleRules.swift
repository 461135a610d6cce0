/// The rules of component style files (`Config/styles/<component>.json`) that diagnostics name.
///
/// Style files also break rules shared with other formats: `unknown-member`, `missing-member`,
/// `wrong-type` and `invalid-value` (``Diagnostic/Rule``), and the token rules `invalid-name`
/// (a style name), `invalid-reference` (a malformed `{…}`), `reference-to-group` and
/// `deprecated-reference`.
extension Diagnostic.Rule {
    /// A property the component's composable style does not have.
    public static let unknownStyleProperty = Diagnostic.Rule("unknown-style-property")
    /// A token reference to a path that is not a token (in some or every permutation).
    public static let unknownToken = Diagnostic.Rule("unknown-token")
    /// A token of another type than the property accepts.
    public static let tokenTypeMismatch = Diagnostic.Rule("token-type-mismatch")
    /// A token, or a literal, whose value CSS cannot hold.
    public static let noCSSValue = Diagnostic.Rule("no-css-value")
    /// A size other than `small`, `medium` and `large`.
    public static let unknownSize = Diagnostic.Rule("unknown-size")
    /// A state that does not exist, or that the component does not have.
    public static let unknownState = Diagnostic.Rule("unknown-state")
    /// A keyword the property does not take.
    public static let invalidKeyword = Diagnostic.Rule("invalid-keyword")
    /// A value written out instead of bound to a token (allowed, but themes cannot change it).
    public static let literalStyleValue = Diagnostic.Rule("literal-value")
    /// `extends` names a style the file does not define.
    public static let unknownStyle = Diagnostic.Rule("unknown-style")
    /// Styles that extend each other in a circle.
    public static let styleCycle = Diagnostic.Rule("style-cycle")
    /// A styles file whose name is not a component of the catalog.
    public static let unknownComponent = Diagnostic.Rule("unknown-component")
}

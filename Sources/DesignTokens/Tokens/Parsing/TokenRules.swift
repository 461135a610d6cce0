/// The rules of the DTCG format that token diagnostics name.
extension Diagnostic.Rule {
    /// A token or group name breaks the naming rules.
    public static let invalidName = Diagnostic.Rule("invalid-name")
    /// A `$` property the format does not define.
    public static let unknownProperty = Diagnostic.Rule("unknown-property")
    /// An object with `$value` that also has child tokens or groups.
    public static let tokenWithChildren = Diagnostic.Rule("token-with-children")
    /// A token whose type cannot be determined.
    public static let missingType = Diagnostic.Rule("missing-type")
    /// A `$type` the format does not define.
    public static let unknownType = Diagnostic.Rule("unknown-type")
    /// A value that does not follow the rules of its type.
    public static let invalidTokenValue = Diagnostic.Rule("invalid-value")
    /// A reference that is written wrongly.
    public static let invalidReference = Diagnostic.Rule("invalid-reference")
    /// A reference to something that does not exist.
    public static let unresolvedReference = Diagnostic.Rule("unresolved-reference")
    /// A reference to a group, which has no value.
    public static let referenceToGroup = Diagnostic.Rule("reference-to-group")
    /// References that lead back to where they started.
    public static let circularReference = Diagnostic.Rule("circular-reference")
    /// A reference to a value of another type than the place needs.
    public static let typeMismatch = Diagnostic.Rule("type-mismatch")
    /// A `$extends` that cannot be applied.
    public static let invalidExtends = Diagnostic.Rule("invalid-extends")
    /// A value outside the range its type allows.
    public static let valueOutOfRange = Diagnostic.Rule("out-of-range")
    /// A unit the type does not define (such as `em` for a dimension).
    public static let unknownUnit = Diagnostic.Rule("unknown-unit")
    /// A value written in a form older drafts used (such as `"#ff0000"` for a colour).
    public static let legacyValue = Diagnostic.Rule("legacy-value")
    /// A token and a group at the same path in two merged sources.
    public static let tokenGroupConflict = Diagnostic.Rule("token-group-conflict")
    /// A reference to a deprecated token.
    public static let deprecatedReference = Diagnostic.Rule("deprecated-reference")
    /// An object that may be a token missing its `$value`.
    public static let incompleteToken = Diagnostic.Rule("incomplete-token")
}

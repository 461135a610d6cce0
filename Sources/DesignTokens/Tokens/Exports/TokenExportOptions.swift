/// How ``TokenExport`` writes a file.
public struct TokenExportOptions: Sendable {
    /// True (the default) to write every value in full. False keeps references where the format
    /// can say them: DTCG and flat JSON write `$value` as the file had it; CSS writes
    /// `var(--name)` and SCSS `$name`, for a whole-token alias and for a reference inside a
    /// composite value. JS, Swift and Android always write values in full.
    public var resolveAliases: Bool
    /// One line naming the design system and permutation ("Swatchbook — theme=dark"), written as
    /// a comment at the top of the text formats; the JSON formats leave it out.
    public var header: String?
    /// The CSS selector the custom properties are declared under.
    public var selector: String
    /// The name of the type (Swift) or object (Compose) holding the constants: `name=` in the API.
    public var typeName: String
    /// False (the default) to refuse two tokens that map to one name in the file (a
    /// ``TokenExportError/Code/nameCollision`` naming both); true to number the later one
    /// (`-2`), as the guide's own stylesheets do so a page renders whatever the Config holds.
    public var numbersCollidingNames: Bool
    /// The permutation the tokens belong to, for the formats that name it (Figma's mode); nil
    /// when they come from token files without a resolver.
    public var permutation: Permutation?

    /// Creates options.
    public init(resolveAliases: Bool = true, header: String? = nil, selector: String = ":root",
                typeName: String = TokenExportOptions.defaultTypeName, numbersCollidingNames: Bool = false) {
        self.resolveAliases = resolveAliases
        self.header = header
        self.selector = selector
        self.typeName = typeName
        self.numbersCollidingNames = numbersCollidingNames
    }

    /// `DesignTokens`.
    public static let defaultTypeName = "DesignTokens"
}

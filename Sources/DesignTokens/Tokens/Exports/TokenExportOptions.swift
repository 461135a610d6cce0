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

    /// Creates options.
    public init(resolveAliases: Bool = true, header: String? = nil, selector: String = ":root") {
        self.resolveAliases = resolveAliases
        self.header = header
        self.selector = selector
    }
}

/// The rules an HTML fragment can break, found by ``HTMLFragmentParser``.
extension Diagnostic.Rule {
    /// An element the policy does not allow; it is dropped with everything inside it.
    public static let elementNotAllowed = Diagnostic.Rule("element-not-allowed")
    /// An attribute the policy does not allow on its element, or one with an invalid name.
    public static let attributeNotAllowed = Diagnostic.Rule("attribute-not-allowed")
    /// An `on…` attribute: inline script, which the page's Content-Security-Policy forbids.
    public static let eventHandler = Diagnostic.Rule("event-handler")
    /// A `style` attribute: styles come from tokens, not from the markup.
    public static let inlineStyle = Diagnostic.Rule("inline-style")
    /// A URL whose scheme is not allowed (`javascript:`, `data:`, …) or that leaves the site (`//…`).
    public static let unsafeURL = Diagnostic.Rule("unsafe-url")
    /// Markup that is not well-formed: unclosed or stray tags, declarations, nesting too deep.
    public static let htmlStructure = Diagnostic.Rule("html-structure")
    /// A character reference that is unknown, incomplete or names a forbidden code point.
    public static let characterReference = Diagnostic.Rule("character-reference")
}

import DesignSystem

/// The rules of the markdown pages of `Config/docs/` that diagnostics name.
///
/// Front matter also breaks rules shared with other formats: `unknown-member` (a warning: a key
/// other than `title`, `description`, `order`, `section`, `status` and `owner`, kept as metadata),
/// `wrong-type` (an `order` that is not a whole number), `invalid-value` (an empty or repeated key,
/// a key with no effect on the page, a `status` not in the list, an `owner` that is not a short
/// line) and `limit-exceeded` (past ``FrontMatterLimits``).
extension Diagnostic.Rule {
    /// The `---` block at the top of a page is not `key: value` lines closed by a second `---`.
    public static let frontMatterSyntax = Diagnostic.Rule("front-matter-syntax")
    /// A relative link to a markdown file that is not a page of `docs/`.
    public static let brokenLink = Diagnostic.Rule("broken-link")
    /// Raw HTML a docs page may not hold (script, an `on…` handler, a `javascript:` link…), removed from the page.
    public static let htmlNotAllowed = Diagnostic.Rule("html-not-allowed")
}

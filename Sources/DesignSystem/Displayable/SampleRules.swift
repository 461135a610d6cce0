/// The rules sample files can break, beyond the shared ones (`unknown-member`, `wrong-type`,
/// `missing-member`, `invalid-value`, `out-of-range`, `invalid-name`).
extension Diagnostic.Rule {
    /// An image reference with a URL scheme other than `https:` (`javascript:`, `data:`, `http:`, …).
    public static let unsafeImage = Diagnostic.Rule("unsafe-image")
    /// An item that has no text with content and no image, so it shows nothing (a warning).
    public static let emptyItem = Diagnostic.Rule("empty-item")
    /// An `items` or `sections` array with nothing in it.
    public static let emptyList = Diagnostic.Rule("empty-list")
    /// Two members that exclude each other, such as `sections` and `items` at the top level.
    public static let conflictingMembers = Diagnostic.Rule("conflicting-members")
    /// An image path that names no file in the public folder.
    public static let missingImage = Diagnostic.Rule("missing-image")
}

/// Which previews an export holds.
public enum ExportPreviews: String, Sendable, CaseIterable {
    /// Every preview of the catalog: style × size × state × sample × context.
    case all
    /// The previews the guide's pages frame or link to (much quicker for a large catalog).
    case linked
}

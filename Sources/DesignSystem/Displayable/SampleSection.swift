/// A titled or untitled run of sample items, as one entry of a sample file's `sections`.
public struct SampleSection: Sendable, Hashable {
    /// The title shown above the section, if the file gave one.
    public var title: String?
    /// The items, in file order.
    public var items: [SampleItem]

    /// A section.
    public init(title: String? = nil, items: [SampleItem]) {
        self.title = title
        self.items = items
    }
}

/// The place of an item in sectioned data: its section, and its position in that section.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// An index path.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// `section.item`, such as `1.3`.
    public var description: String { "\(section).\(item)" }

    /// Section first, then item.
    public static func < (a: IndexPath, b: IndexPath) -> Bool { (a.section, a.item) < (b.section, b.item) }
}

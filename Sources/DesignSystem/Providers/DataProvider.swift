/// Arranges a store of data into sections of items, as plain closures over the store.
///
/// A struct of closures rather than a protocol with an associated type: a provider is a value
/// that any adapter can hold without a type eraser, and ready-made providers come from
/// constrained extensions (``singleSection`` for an array, ``multiSection`` for an array of
/// arrays).
public struct DataProvider<Store, Item>: Sendable {
    /// How many sections the store has.
    public var numberOfSections: @Sendable (Store) -> Int
    /// How many items the section at the index has.
    public var numberOfItems: @Sendable (Store, Int) -> Int
    /// The item at an index path (which must be valid).
    public var item: @Sendable (Store, IndexPath) -> Item
    /// Where an item is, or nil when the store does not hold it.
    public var indexPath: @Sendable (Store, Item) -> IndexPath?

    /// A provider from its four closures.
    public init(numberOfSections: @escaping @Sendable (Store) -> Int,
                numberOfItems: @escaping @Sendable (Store, Int) -> Int,
                item: @escaping @Sendable (Store, IndexPath) -> Item,
                indexPath: @escaping @Sendable (Store, Item) -> IndexPath?) {
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.item = item
        self.indexPath = indexPath
    }

    /// Every index path of the store, section by section.
    public func indexPaths(in store: Store) -> [IndexPath] {
        (0..<numberOfSections(store)).flatMap { section in
            (0..<numberOfItems(store, section)).map { IndexPath(item: $0, section: section) }
        }
    }
}

extension DataProvider where Store == [Item], Item: Equatable & SendableMetatype {
    /// An array as one section.
    public static var singleSection: DataProvider {
        DataProvider(
            numberOfSections: { _ in 1 },
            numberOfItems: { store, _ in store.count },
            item: { store, path in store[path.item] },
            indexPath: { store, item in store.firstIndex(of: item).map { IndexPath(item: $0, section: 0) } }
        )
    }
}

extension DataProvider where Store == [[Item]], Item: Equatable & SendableMetatype {
    /// An array of arrays, one section each.
    public static var multiSection: DataProvider {
        DataProvider(
            numberOfSections: { store in store.count },
            numberOfItems: { store, section in store[section].count },
            item: { store, path in store[path.section][path.item] },
            indexPath: { store, item in
                for (section, items) in store.enumerated() {
                    if let position = items.firstIndex(of: item) { return IndexPath(item: position, section: section) }
                }
                return nil
            }
        )
    }
}

/// Pairs a ``DataProvider`` with a ``Presenter``: renders a whole store, section by section.
public struct ListAdapter<Store, Item>: Sendable {
    /// Where the items are.
    public var provider: DataProvider<Store, Item>
    /// How each item looks.
    public var presenter: Presenter<Item>

    /// An adapter.
    public init(provider: DataProvider<Store, Item>, presenter: Presenter<Item>) {
        self.provider = provider
        self.presenter = presenter
    }

    /// Each section's items, presented, in order.
    public func sections(of store: Store) -> [[Node]] {
        (0..<provider.numberOfSections(store)).map { section in
            (0..<provider.numberOfItems(store, section)).map { position in
                let path = IndexPath(item: position, section: section)
                return presenter.present(provider.item(store, path), path)
            }
        }
    }
}

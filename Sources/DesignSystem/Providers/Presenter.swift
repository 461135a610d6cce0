/// Turns one item, at its place, into HTML.
public struct Presenter<Item>: Sendable {
    /// The node for an item at an index path.
    public var present: @Sendable (Item, IndexPath) -> Node

    /// A presenter from its closure.
    public init(_ present: @escaping @Sendable (Item, IndexPath) -> Node) {
        self.present = present
    }
}

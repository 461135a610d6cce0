/// The tokens a whole-value alias leads through, nearest first, kept as one link per token: a
/// token's chain is its target's path followed by its target's own chain, shared rather than
/// copied, so a chain of 100,000 aliases costs 100,000 links, not 5 billion paths. It is walked
/// on demand (lazily, so `chain.lazy.compactMap(…).first` stops early).
public struct AliasChain: Sequence, Sendable, Equatable {
    /// One link: a path and the rest of the chain.
    final class Link: @unchecked Sendable {
        let path: TokenPath
        let count: Int
        // Only `deinit` changes it, when the link is no longer shared.
        var next: Link?

        init(path: TokenPath, next: Link?) {
            self.path = path
            self.next = next
            count = 1 + (next?.count ?? 0)
        }

        /// Releases a long unshared tail link by link, so no chain is too long to free.
        deinit {
            guard var node = next else { return }
            next = nil
            while isKnownUniquelyReferenced(&node), let following = node.next {
                node.next = nil
                node = following
            }
        }
    }

    private let head: Link?

    /// The chain of a token whose value is written out: empty.
    public static let empty = AliasChain(head: nil)

    private init(head: Link?) { self.head = head }

    /// `path`, then `rest`.
    public init(_ path: TokenPath, then rest: AliasChain) {
        head = Link(path: path, next: rest.head)
    }

    /// A chain of `paths`, nearest first.
    public init(_ paths: [TokenPath]) {
        var head: Link?
        for path in paths.reversed() { head = Link(path: path, next: head) }
        self.head = head
    }

    /// How many links the guide and the API show of one chain; a longer one is cut there, with its length said.
    public static let displayedLinks = 8

    /// True when the value is written out.
    public var isEmpty: Bool { head == nil }
    /// The number of tokens on the chain, in constant time.
    public var count: Int { head?.count ?? 0 }
    /// The token the value names directly.
    public var first: TokenPath? { head?.path }

    /// Walks the chain, nearest first.
    public struct Iterator: IteratorProtocol {
        fileprivate var link: Link?

        /// The next token on the chain.
        public mutating func next() -> TokenPath? {
            defer { link = link?.next }
            return link?.path
        }
    }

    /// An iterator from the nearest token.
    public func makeIterator() -> Iterator { Iterator(link: head) }

    /// The number of links, for `Array(chain)`.
    public var underestimatedCount: Int { count }

    /// Whether both chains name the same tokens in the same order.
    public static func == (lhs: AliasChain, rhs: AliasChain) -> Bool {
        lhs.head === rhs.head || (lhs.count == rhs.count && lhs.elementsEqual(rhs))
    }

    /// Whether the chain names `paths`, in order.
    public static func == (lhs: AliasChain, rhs: [TokenPath]) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

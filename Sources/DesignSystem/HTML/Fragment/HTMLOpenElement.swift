/// An element whose start tag the tree builder has read and whose end it has not yet reached.
struct HTMLOpenElement {
    /// What becomes of the element when it closes.
    enum Fate: Equatable {
        /// Allowed: it becomes a node with its filtered attributes and children.
        case kept
        /// Not allowed by the policy: it is dropped with its content.
        case refused
        /// Inside a refused element: dropped silently with it.
        case discarded
        /// Nested too deep: its tag is dropped and its children join its parent.
        case flattened
    }

    /// The lower-cased name.
    let name: String
    /// The attributes the policy allowed.
    let attributes: [Attribute]
    /// What becomes of it.
    let fate: Fate
    /// The 1-based line of its start tag.
    let line: Int
    /// The 1-based column of its start tag.
    let column: Int
    /// The children closed so far.
    private var children: [Node] = []
    /// Text read after the last child, merged into one text node when another child comes.
    private var pendingText = ""

    /// An open element read at `line` and `column`.
    init(name: String, attributes: [Attribute], fate: Fate, line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.fate = fate
        self.line = line
        self.column = column
    }

    /// Adds `node` as the last child, merging it with text just before when both are text.
    mutating func append(_ node: Node) {
        if case .text(let text) = node {
            pendingText += text
            return
        }
        flushText()
        children.append(node)
    }

    /// Adds `nodes` one after another, as ``append(_:)`` does.
    mutating func append(contentsOf nodes: [Node]) {
        for node in nodes { append(node) }
    }

    /// The children, text included, once no more will come.
    mutating func finishedChildren() -> [Node] {
        flushText()
        return children
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        children.append(.text(pendingText))
        pendingText = ""
    }
}

/// Where each value of a parsed JSON document stands in its text: the byte range of every value
/// and of every member's key, in a tree that mirrors the document (an object's children in member
/// order, an array's in element order). Recorded by `JSONParser.parseWithSpans`, for tools that
/// edit a file in place and must leave every byte they do not change as it was.
public struct JSONSourceMap: Sendable {
    /// One value's place in the text.
    public struct Span: Sendable, Hashable {
        /// The bytes of the value, from its first byte to just after its last.
        public var value: Range<Int>
        /// The bytes of its key in double quotes, when it is an object's member.
        public var key: Range<Int>?
        /// The indices (into `spans`) of its elements or members, in order.
        public var children: [Int]
    }

    /// Every value's span; the document's is the last.
    public private(set) var spans: [Span] = []

    /// The span of the whole document.
    public var root: Span { spans[spans.count - 1] }

    /// The span at `index`.
    public subscript(index: Int) -> Span { spans[index] }

    /// The span of the `position`th child of `span`.
    public func child(_ position: Int, of span: Span) -> Span { spans[span.children[position]] }
}

/// Builds a `JSONSourceMap` while `JSONReader` reads, in one pass: containers still open wait on a
/// stack for their children, each value is recorded when it is complete.
struct JSONSpanRecorder {
    /// A container being read: where it starts, its children so far and the key of the next member.
    private struct Open {
        /// The offset of its `[` or `{`.
        let start: Int
        /// Its children read so far (indices into the map).
        var children: [Int] = []
        /// The key of the member being read, in an object.
        var key: Range<Int>?
    }

    /// The spans recorded so far.
    private(set) var map = JSONSourceMap()
    /// The containers being read, innermost last.
    private var open: [Open] = []
    /// The index of the value completed last.
    private var completed = 0

    /// An array or object starts at `start`.
    mutating func open(at start: Int) { open.append(Open(start: start)) }

    /// The next member of the innermost object has its key at `range`.
    mutating func key(_ range: Range<Int>) { open[open.count - 1].key = range }

    /// A scalar (or empty container) occupies `range`.
    mutating func leaf(_ range: Range<Int>) { append(JSONSourceMap.Span(value: range, key: nil, children: [])) }

    /// The value completed last becomes the next child of the innermost container.
    mutating func adopt() {
        map.setKey(open[open.count - 1].key, at: completed)
        open[open.count - 1].children.append(completed)
    }

    /// The innermost container ends just before `end`.
    mutating func close(end: Int) {
        let container = open.removeLast()
        append(JSONSourceMap.Span(value: container.start..<end, key: nil, children: container.children))
    }

    /// Records a complete value.
    private mutating func append(_ span: JSONSourceMap.Span) {
        map.append(span)
        completed = map.spans.count - 1
    }
}

extension JSONSourceMap {
    /// Adds a span.
    fileprivate mutating func append(_ span: Span) { spans.append(span) }
    /// Gives the span at `index` its key's range.
    fileprivate mutating func setKey(_ key: Range<Int>?, at index: Int) { spans[index].key = key }
}

/// The router's trie frozen into flat buffers of plain values, rebuilt whenever a route is added.
///
/// Matching a path reads these buffers in place: a literal segment is compared byte for byte,
/// and no reference is counted until a route is found. `@unchecked Sendable`: nothing changes
/// after `init`.
final class RouteTable: @unchecked Sendable {
    /// One node: where its literal children are, and its parameter, wildcard and routes (-1: none).
    private struct Node {
        var literals: Range<Int>
        var parameterChild = -1, parameterName = -1
        var wildcardName = -1, wildcardRoutes = -1
        var routes = -1
    }

    /// One literal child: its text in ``text`` and its node.
    private struct Literal {
        var text: Range<Int>
        var child: Int
    }

    /// What a successful match found.
    struct Match {
        /// The routes of the matched node, an index for ``routes(_:)``.
        var routes = -1
        /// The wildcard's name (an index for ``name(_:)``) and the byte offset where its part of
        /// the path starts, when a wildcard matched.
        var wildcard: (name: Int, start: Int)?
    }

    private let nodes: UnsafeMutableBufferPointer<Node>
    private let literals: UnsafeMutableBufferPointer<Literal>
    private let text: UnsafeMutableBufferPointer<UInt8>
    private let names: [String]
    private let tables: [MethodTable]

    /// Freezes the trie whose root is `trie[0]`.
    init(_ trie: [RouteNode]) {
        var nodes: [Node] = [], literals: [Literal] = [], text: [UInt8] = []
        var names: [String] = [], tables: [MethodTable] = []
        func add(_ table: MethodTable) -> Int {
            tables.append(table)
            return tables.count - 1
        }
        func add(_ name: String) -> Int {
            names.append(name)
            return names.count - 1
        }
        for node in trie {
            var frozen = Node(literals: literals.count..<literals.count + node.literals.count)
            for (literal, child) in node.literals {
                literals.append(Literal(text: text.count..<text.count + literal.utf8.count, child: child))
                text.append(contentsOf: literal.utf8)
            }
            if let (name, child) = node.parameter { (frozen.parameterChild, frozen.parameterName) = (child, add(name)) }
            if let (name, routes) = node.wildcard { (frozen.wildcardName, frozen.wildcardRoutes) = (add(name), add(routes)) }
            if !node.handlers.isEmpty { frozen.routes = add(node.handlers) }
            nodes.append(frozen)
        }
        self.nodes = Self.copy(nodes)
        self.literals = Self.copy(literals)
        self.text = Self.copy(text)
        self.names = names
        self.tables = tables
    }

    deinit {
        nodes.deallocate()
        literals.deallocate()
        text.deallocate()
    }

    /// The routes at index `index` of a ``Match``.
    func routes(_ index: Int) -> MethodTable { tables[index] }

    /// The parameter or wildcard name at `index`.
    func name(_ index: Int) -> String { names[index] }

    /// Matches the segments of `path` (UTF-8, from byte `start`, just past a slash) below `node`,
    /// appending captured parameters to `parameters`; nil when no route matches.
    ///
    /// Literals are tried first, then the parameter, then the wildcard, backtracking when a
    /// branch ends without routes. A trailing slash ends the path as its end does. Only a segment
    /// holding an escape is decoded (the caller has checked that every escape decodes), and only
    /// a captured value becomes a `String`.
    func match(_ path: UnsafeBufferPointer<UInt8>, from start: Int = 1, node: Int = 0,
               into parameters: inout RouteParameters) -> Match? {
        let current = nodes[node]
        guard start < path.count else { return current.routes < 0 ? nil : Match(routes: current.routes) }
        let (end, escaped) = RoutePattern.segmentEnd(in: path, from: start)
        let raw = UnsafeBufferPointer(rebasing: path[start..<end])
        let decoded = escaped ? RoutePattern.decodedSegment(raw, escaped: true) ?? "" : nil
        for index in current.literals {
            let literal = literals[index]
            let text = UnsafeBufferPointer(rebasing: self.text[literal.text])
            guard decoded?.withUTF8Bytes({ ASCII.equal($0, text) }) ?? ASCII.equal(raw, text) else { continue }
            if let found = match(path, from: end + 1, node: literal.child, into: &parameters) { return found }
            break
        }
        if current.parameterChild >= 0 {
            var attempt = parameters
            attempt.set(names[current.parameterName], decoded ?? String(decoding: raw, as: UTF8.self))
            if let found = match(path, from: end + 1, node: current.parameterChild, into: &attempt) {
                parameters = attempt
                return found
            }
        }
        if current.wildcardName >= 0 {
            return Match(routes: current.wildcardRoutes, wildcard: (current.wildcardName, start))
        }
        return nil
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return buffer
    }
}

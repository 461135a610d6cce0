import DesignSystem

/// HTML written for reading in a snippet: one element per line, indented by depth; an element
/// holding only text (or nothing) stays on one line. Escaping is the renderer's.
enum PrettyHTML {
    /// `node` as indented HTML.
    static func render(_ node: Node) -> String {
        var lines: [String] = []
        write(node, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func write(_ node: Node, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .fragment(let nodes):
            for child in nodes { write(child, depth: depth, into: &lines) }
        case .element(let name, let attributes, let children) where children.contains(where: isBlock):
            let open = HTMLRenderer.render(.element(name, attributes: attributes, children: []))
            let close = "</\(name)>"
            lines.append(indent + (open.hasSuffix(close) ? String(open.dropLast(close.count)) : open))
            for child in children { write(child, depth: depth + 1, into: &lines) }
            lines.append(indent + close)
        case .text(let text) where text.allSatisfy(\.isWhitespace):
            break
        default:
            lines.append(indent + HTMLRenderer.render(node))
        }
    }

    /// True for a child that is an element or holds one: what goes on a line of its own.
    private static func isBlock(_ node: Node) -> Bool {
        switch node {
        case .element: return true
        case .fragment(let nodes): return nodes.contains(where: isBlock)
        default: return false
        }
    }
}

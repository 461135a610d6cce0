/// The one renderer that turns a ``Node`` tree into compact HTML.
///
/// Rules it guarantees:
/// - Text and attribute values are escaped with ``HTMLEscaping`` (`& < > " '`, and CR); attribute
///   values are always double-quoted.
/// - Only names matching `[A-Za-z][A-Za-z0-9:_.-]*` are emitted: an element with any other
///   name renders just its children, an attribute with any other name is dropped.
/// - Void elements (`br`, `img`, `input`, `link`, `meta`, ...) have no end tag; their
///   children are ignored.
/// - Comments are neutralised so their text cannot close the comment.
/// - `raw(unsafe:)` is written unchanged; it is the only way unescaped HTML gets out.
/// - There is no raw-text mode: `.text` children of `<script>` or `<style>` are escaped like
///   any other text. Load scripts and stylesheets from files (`Node.script(src:)`,
///   `Node.link`) instead of inlining them.
/// - No whitespace is added anywhere.
public enum HTMLRenderer {
    /// Renders `node` to an HTML string.
    public static func render(_ node: Node) -> String {
        String(decoding: renderBytes(node), as: UTF8.self)
    }

    /// Renders `node` to UTF-8 bytes, ready to be sent as a response body.
    public static func renderBytes(_ node: Node) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(estimatedByteCount(of: node))
        write(node, into: &output)
        return output
    }

    private static func write(_ node: Node, into output: inout [UInt8]) {
        switch node {
        case .element(let name, let attributes, let children):
            writeElement(name, attributes: attributes, children: children, into: &output)
        case .text(let text):
            HTMLEscaping.append(escaping: text, to: &output)
        case .raw(unsafe: let html):
            output.append(contentsOf: html.utf8)
        case .fragment(let nodes):
            for child in nodes { write(child, into: &output) }
        case .comment(let text):
            writeComment(text, into: &output)
        case .doctype:
            output.append(contentsOf: "<!DOCTYPE html>".utf8)
        }
    }

    private static func writeElement(
        _ name: String, attributes: [Attribute], children: [Node], into output: inout [UInt8]
    ) {
        guard HTMLName.isValid(name) else {
            for child in children { write(child, into: &output) }
            return
        }
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name.utf8)
        for attribute in attributes where HTMLName.isValid(attribute.name) {
            writeAttribute(attribute, into: &output)
        }
        output.append(UInt8(ascii: ">"))
        if HTMLName.isVoidElement(name) { return }
        for child in children { write(child, into: &output) }
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
    }

    private static func writeAttribute(_ attribute: Attribute, into output: inout [UInt8]) {
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: attribute.name.utf8)
        guard let value = attribute.value else { return }
        output.append(contentsOf: "=\"".utf8)
        HTMLEscaping.append(escaping: value, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Writes `<!--text-->` with `<` and `>` escaped and a space put before a `-` that starts
    /// the text or follows another `-`, and after a `-` that ends it, so no `--`, `-->` or
    /// `--!>` can appear inside.
    private static func writeComment(_ text: String, into output: inout [UInt8]) {
        let dash = UInt8(ascii: "-"), space = UInt8(ascii: " ")
        output.append(contentsOf: "<!--".utf8)
        var previous: UInt8?
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case dash:
                if previous == nil || previous == dash { output.append(space) }
                output.append(dash)
            default: output.append(byte)
            }
            previous = byte
        }
        if previous == dash { output.append(space) }
        output.append(contentsOf: "-->".utf8)
    }

    /// The size of the rendered output before escaping, so the buffer is allocated once
    /// for most documents.
    private static func estimatedByteCount(of node: Node) -> Int {
        switch node {
        case .element(let name, let attributes, let children):
            var count = 2 * name.utf8.count + 5
            for attribute in attributes {
                count += attribute.name.utf8.count + (attribute.value?.utf8.count ?? 0) + 4
            }
            for child in children { count += estimatedByteCount(of: child) }
            return count
        case .text(let text), .raw(unsafe: let text):
            return text.utf8.count
        case .fragment(let nodes):
            return nodes.reduce(0) { $0 + estimatedByteCount(of: $1) }
        case .comment(let text):
            return text.utf8.count + 7
        case .doctype:
            return 15
        }
    }
}

extension Node {
    /// This node rendered to an HTML string by ``HTMLRenderer``.
    public func rendered() -> String {
        HTMLRenderer.render(self)
    }
}

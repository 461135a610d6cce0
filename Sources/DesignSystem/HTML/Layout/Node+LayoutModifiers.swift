/// Layout modifiers on nodes, composed the way view modifiers are:
/// `label.padding(.token(space4)).background(.token(surface))`.
///
/// A modifier adds its class to an element. When the element already has a modifier of the
/// same effect (padding twice), or the node is not an element (text, a fragment), the node is
/// wrapped first — in a `span` inside phrasing content, a `div` elsewhere — so each modifier
/// still applies to its own box, outside the ones before it. A modifier whose value has no CSS
/// form changes nothing.
extension Node {
    /// The node with `modifier` applied.
    public func modified(by modifier: LayoutModifier) -> Node {
        guard let className = modifier.className else { return self }
        if case .element(let name, var attributes, let children) = self,
           !Self.hasClass(startingWith: modifier.classPrefix, in: attributes) {
            Self.addClass(className, to: &attributes)
            return .element(name, attributes: attributes, children: children)
        }
        return .element(wrapperTag, attributes: [.class(className)], children: [self])
    }

    /// The node with each modifier applied, in order.
    public func modified(by modifiers: [LayoutModifier]) -> Node {
        modifiers.reduce(self) { $0.modified(by: $1) }
    }

    /// Space inside the node's edges.
    public func padding(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.padding, value)) }
    /// Space outside the node's edges.
    public func margin(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.margin, value)) }
    /// Where the content sits along the line: `leading`, `center` or `trailing`.
    public func alignment(_ keyword: String) -> Node { modified(by: LayoutModifier(.alignment, .keyword(keyword))) }
    /// Rounded corners.
    public func rounded(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.cornerRadius, value)) }
    /// A fill behind the node.
    public func background(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.background, value)) }
    /// The colour of text and icons.
    public func foreground(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.foreground, value)) }
    /// A border.
    public func border(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.border, value)) }
    /// A shadow.
    public func shadow(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.shadow, value)) }
    /// The text style.
    public func font(_ value: LayoutValue) -> Node { modified(by: LayoutModifier(.font, value)) }

    /// The element a modifier wraps this node in: `span` around phrasing content, `div` otherwise.
    private var wrapperTag: String {
        switch self {
        case .element(let name, _, _): Self.phrasingElements.contains(name) ? "span" : "div"
        default: "span"
        }
    }

    /// Elements that may sit inside a paragraph, a button or a label, where a `div` may not.
    static let phrasingElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "br", "button", "cite", "code", "data", "dfn", "em", "i", "img", "input",
        "kbd", "label", "mark", "meter", "output", "picture", "progress", "q", "s", "samp", "select", "small",
        "span", "strong", "sub", "sup", "svg", "textarea", "time", "u", "var", "wbr",
    ]

    /// The classes of an element's `class` attribute, in order.
    static func classes(in attributes: [Attribute]) -> [Substring] {
        guard let value = attributes.first(where: { $0.name == "class" })?.value else { return [] }
        // ASCII (every class the components write) is split by its bytes, not character by character.
        guard value.utf8.allSatisfy({ $0 < 0x80 }) else { return value.split(whereSeparator: \.isWhitespace) }
        return value.utf8.split(whereSeparator: isASCIIWhitespace).map { Substring($0) }
    }

    /// True when a class of an element's `class` attribute starts with `prefix`.
    static func hasClass(startingWith prefix: String, in attributes: [Attribute]) -> Bool {
        guard let value = attributes.first(where: { $0.name == "class" })?.value else { return false }
        if let found = asciiClass(startingWith: prefix, in: value) { return found }
        return classes(in: attributes).contains { $0.hasPrefix(prefix) }
    }

    /// Whether a class of the ASCII `value` starts with the ASCII `prefix`, in one pass over the
    /// bytes and no allocation (every element a modifier touches asks, once per modifier); nil,
    /// for the Characters to decide, when either holds a byte beyond ASCII or the prefix is empty
    /// or holds whitespace. The pass reads every byte even once a class matched: a mark beyond
    /// ASCII later in the value can join that class's last character to another.
    static func asciiClass(startingWith prefix: String, in value: String) -> Bool? {
        let answer: Bool?? = prefix.utf8.withContiguousStorageIfAvailable { prefix -> Bool? in
            guard !prefix.isEmpty, prefix.allSatisfy({ $0 < 0x80 && !isASCIIWhitespace($0) }) else { return nil }
            return value.utf8.withContiguousStorageIfAvailable { value -> Bool? in
                var found = false
                var matched = 0  // bytes of `prefix` the current class starts with; -1 once it differs
                for byte in value {
                    if byte >= 0x80 { return nil }
                    if isASCIIWhitespace(byte) {
                        matched = 0
                    } else if matched >= 0 && matched < prefix.count {
                        matched = byte == prefix[matched] ? matched + 1 : -1
                        if matched == prefix.count { found = true }
                    }
                }
                return found
            } ?? nil
        }
        return answer ?? nil
    }

    /// The ASCII characters `Character.isWhitespace` is true of: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    private static func addClass(_ name: String, to attributes: inout [Attribute]) {
        if let index = attributes.firstIndex(where: { $0.name == "class" }) {
            let existing = attributes[index].value ?? ""
            attributes[index] = Attribute(name: "class", value: existing.isEmpty ? name : existing + " " + name)
        } else {
            attributes.append(.class(name))
        }
    }
}

/// The name a variable or section tag reads, as Mustache reads it: a dotted path (`image.url`),
/// `.` for the current value, and transforms around it (`uppercased(primaryText)`).
struct TemplateName: Sendable, Hashable {
    /// Where the first name of the path is looked for.
    enum Scope: Sendable, Hashable {
        /// In the current value, then each enclosing one out to the top (`primaryText`).
        case stack
        /// In the current value only (`.`, `.title`).
        case current
        /// The position in the list being walked (`first()`: a transform of no name).
        case position
    }

    /// The name as written, without the spaces around it (`uppercased(primaryText)`).
    let written: String
    /// The names of the path, in order; none for the current value.
    let path: [String]
    /// The path's names as a view holds them; nil for a name no view holds (it is then never given).
    let symbols: [TemplateSymbol]?
    /// The transforms, outermost first (`uppercased` for `uppercased(primaryText)`); applied innermost first.
    let transforms: [String]
    /// Where the path starts.
    let scope: Scope

    /// The characters a name may hold: letters, digits, `.`, `-`, `_`, `?`, `*`, and the brackets of transforms.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"),
             UInt8(ascii: "("), UInt8(ascii: ")"):
            true
        default:
            false
        }
    }

    /// Reads `written` (name bytes only): `a`, `a.b`, `.`, `t(a)`, `t(u(a))`; nil when its brackets do not nest that way.
    init?(_ written: String) {
        self.written = written
        var name = Substring(written)
        var transforms: [String] = []
        if name.contains(where: { $0 == "(" || $0 == ")" }) {
            // `t(u(a))`: the transforms before each `(`, the name, then exactly as many `)` and nothing after.
            var rest = name[...]
            while let bracket = rest.firstIndex(where: { $0 == "(" || $0 == ")" }), rest[bracket] == "(" {
                transforms.append(String(rest[..<bracket]))
                rest = rest[rest.index(after: bracket)...]
            }
            guard let close = rest.firstIndex(of: ")") else { return nil }
            let closing = rest[close...]
            guard !transforms.isEmpty, closing.allSatisfy({ $0 == ")" }), closing.count == transforms.count else { return nil }
            name = rest[..<close]
        }
        self.transforms = transforms
        let path = name.split(separator: ".").map(String.init)
        self.path = path
        let symbols = path.compactMap(TemplateSymbol.init)
        self.symbols = symbols.count == path.count ? symbols : nil
        if name == "." || name.first == "." {
            scope = .current
        } else if name.isEmpty, !transforms.isEmpty {
            scope = .position
        } else {
            scope = path.isEmpty ? .current : .stack
        }
    }

    /// The first name of the path, if any: what a name is looked up by.
    var head: String? { path.first }
}

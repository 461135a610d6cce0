import DesignSystem

/// The chosen variant's style as a table: each property that is set, the token it is bound to
/// (linked to the token's row), the value in this theme, and the layer that set it.
enum StyleTable {
    /// The table of `resolved`.
    static func node(_ resolved: ResolvedStyle, caption: String) -> Node {
        .div(.class("table-scroll"), .tabindex(0), .role("region"), .aria("label", "Style properties"), children:
            .table(.class("data-table", "style-table"), children:
                .element("caption", attributes: [], children: [.text(caption)]),
                .thead(children: .tr(children:
                    .th(.custom("scope", "col"), children: "Property"), .th(.custom("scope", "col"), children: "Token"),
                    .th(.custom("scope", "col"), children: "Value"), .th(.custom("scope", "col"), children: "Set in"))),
                .tbody([], resolved.properties.map(row))
            )
        )
    }

    private static func row(_ property: ResolvedProperty) -> Node {
        let part = property.property.part == .root ? "" : " (\(property.property.part))"
        return .tr(children:
            .th(.custom("scope", "row"), children:
                .code(children: .text(property.property.name)),
                .span(.class("cell-note"), children: .text(property.property.summary + part))),
            .td(children: token(property.value)),
            .td(children: value(property)),
            .td(children: .text("\(property.layer.style) · \(property.layer.kind)"))
        )
    }

    private static func token(_ value: StyleValue) -> Node {
        switch value {
        case .token(let path):
            return .a(.href(GuideLinks.token(path)), children: .code(children: .text(path.description)))
        case .literal:
            return .fragment([.code(children: .text(value.description)), .text(" "), .span(.class("tag", "tag--warning"), children: "literal")])
        case .keyword(let keyword):
            return .fragment([.code(children: .text(keyword)), .text(" "), .span(.class("tag"), children: "keyword")])
        }
    }

    private static func value(_ property: ResolvedProperty) -> Node {
        let text = property.css.map { $0 + (property.letterSpacing.map { "; letter-spacing: " + $0 } ?? "") } ?? "—"
        guard property.color != nil, case .token(let path) = property.value else { return .code(children: .text(text)) }
        return .span(.class("value-with-chip"), children: Swatch.node(path, size: .chip), .code(children: .text(text)))
    }
}

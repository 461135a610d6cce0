import DesignSystem

/// A component's style properties as a table: each property's name, the part it applies to, the
/// token type (or keywords) it takes and what it does — what a styles file may set.
enum PropertyTable {
    /// The table of `entry`'s properties.
    static func node(_ entry: CatalogEntry) -> Node {
        .div(.class("table-scroll"), .tabindex(0), .role("region"), .aria("label", "\(entry.about.title) properties"), children:
            .table(.class("data-table", "property-table"), children:
                .element("caption", attributes: [], children: [.text("\(entry.about.title): the properties a styles file sets")]),
                .thead(children: .tr(children:
                    .th(.custom("scope", "col"), children: "Property"), .th(.custom("scope", "col"), children: "Part"),
                    .th(.custom("scope", "col"), children: "Takes"), .th(.custom("scope", "col"), children: "What it does"))),
                .tbody([], entry.properties.map(row))
            )
        )
    }

    private static func row(_ property: StyleProperty) -> Node {
        .tr(children:
            .th(.custom("scope", "row"), children: .code(children: .text(property.name))),
            .td(children: .text(property.part.name)),
            .td(children: takes(property)),
            .td(children: .text(property.summary))
        )
    }

    /// `a color token`, or the keywords it takes.
    private static func takes(_ property: StyleProperty) -> Node {
        switch property.accepts {
        case .token(let type): .fragment([.text("a "), .code(children: .text(type.rawValue)), .text(" token")])
        case .keywords(let keywords): .fragment([.text("one of "), .code(children: .text(keywords.joined(separator: ", ")))])
        case .image: .text("the sample's image")
        }
    }
}

import DesignSystem

/// What the page of a component with no styles file shows below its notice: the properties a
/// styles file may set, and a starter file to copy.
enum UnstyledSections {
    /// The Properties and Starter sections, each made by `section` (id, title, lead, children).
    static func nodes(_ entry: CatalogEntry, starter: StyleStarter?,
                      section: (String, String, String?, [Node]) -> Node) -> [Node] {
        var nodes = [section("properties", "Properties", "What a styles file may set for the \(entry.about.title.lowercased()): "
                             + "each property binds to a token of the type it takes, in a style's base, sizes or states.",
                             [PropertyTable.node(entry)])]
        if let starter {
            nodes.append(section("starter", "Starter", "A styles file to start from: one primary style whose base binds "
                                 + "the properties a token of this Config suits. Add sizes, states and more styles as you go.",
                                 [StarterSnippet.node(starter), StarterSnippet.howTo(starter)]))
        }
        return nodes
    }
}

/// Element helpers for tables.
extension Node {
    /// `<table>`: a table.
    public static func table(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("table", attributes: attributes, children: children)
    }

    /// `<table>`: a table, with attributes and children written inline.
    public static func table(_ attributes: Attribute..., children: Node...) -> Node {
        .table(attributes, children)
    }

    /// `<thead>`: the header rows of a table.
    public static func thead(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("thead", attributes: attributes, children: children)
    }

    /// `<thead>`: the header rows of a table, with attributes and children written inline.
    public static func thead(_ attributes: Attribute..., children: Node...) -> Node {
        .thead(attributes, children)
    }

    /// `<tbody>`: the body rows of a table.
    public static func tbody(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("tbody", attributes: attributes, children: children)
    }

    /// `<tbody>`: the body rows of a table, with attributes and children written inline.
    public static func tbody(_ attributes: Attribute..., children: Node...) -> Node {
        .tbody(attributes, children)
    }

    /// `<tr>`: a table row.
    public static func tr(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("tr", attributes: attributes, children: children)
    }

    /// `<tr>`: a table row, with attributes and children written inline.
    public static func tr(_ attributes: Attribute..., children: Node...) -> Node {
        .tr(attributes, children)
    }

    /// `<th>`: a header cell.
    public static func th(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("th", attributes: attributes, children: children)
    }

    /// `<th>`: a header cell, with attributes and children written inline.
    public static func th(_ attributes: Attribute..., children: Node...) -> Node {
        .th(attributes, children)
    }

    /// `<td>`: a data cell.
    public static func td(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("td", attributes: attributes, children: children)
    }

    /// `<td>`: a data cell, with attributes and children written inline.
    public static func td(_ attributes: Attribute..., children: Node...) -> Node {
        .td(attributes, children)
    }
}

/// Element helpers for the page's landmarks, sections and headings.
extension Node {
    /// `<header>`: introductory content or a landmark banner.
    public static func header(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("header", attributes: attributes, children: children)
    }

    /// `<header>`: introductory content or a landmark banner, with attributes and children written inline.
    public static func header(_ attributes: Attribute..., children: Node...) -> Node {
        .header(attributes, children)
    }

    /// `<nav>`: a block of navigation links.
    public static func nav(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("nav", attributes: attributes, children: children)
    }

    /// `<nav>`: a block of navigation links, with attributes and children written inline.
    public static func nav(_ attributes: Attribute..., children: Node...) -> Node {
        .nav(attributes, children)
    }

    /// `<main>`: the page's main content.
    public static func main(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("main", attributes: attributes, children: children)
    }

    /// `<main>`: the page's main content, with attributes and children written inline.
    public static func main(_ attributes: Attribute..., children: Node...) -> Node {
        .main(attributes, children)
    }

    /// `<footer>`: the footer of a page or section.
    public static func footer(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("footer", attributes: attributes, children: children)
    }

    /// `<footer>`: the footer of a page or section, with attributes and children written inline.
    public static func footer(_ attributes: Attribute..., children: Node...) -> Node {
        .footer(attributes, children)
    }

    /// `<section>`: a thematic section of a page.
    public static func section(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("section", attributes: attributes, children: children)
    }

    /// `<section>`: a thematic section of a page, with attributes and children written inline.
    public static func section(_ attributes: Attribute..., children: Node...) -> Node {
        .section(attributes, children)
    }

    /// `<article>`: a self-contained composition.
    public static func article(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("article", attributes: attributes, children: children)
    }

    /// `<article>`: a self-contained composition, with attributes and children written inline.
    public static func article(_ attributes: Attribute..., children: Node...) -> Node {
        .article(attributes, children)
    }

    /// `<aside>`: content tangential to its surroundings.
    public static func aside(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("aside", attributes: attributes, children: children)
    }

    /// `<aside>`: content tangential to its surroundings, with attributes and children written inline.
    public static func aside(_ attributes: Attribute..., children: Node...) -> Node {
        .aside(attributes, children)
    }

    /// `<h1>`: a first-level heading.
    public static func h1(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("h1", attributes: attributes, children: children)
    }

    /// `<h1>`: a first-level heading, with attributes and children written inline.
    public static func h1(_ attributes: Attribute..., children: Node...) -> Node {
        .h1(attributes, children)
    }

    /// `<h2>`: a second-level heading.
    public static func h2(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("h2", attributes: attributes, children: children)
    }

    /// `<h2>`: a second-level heading, with attributes and children written inline.
    public static func h2(_ attributes: Attribute..., children: Node...) -> Node {
        .h2(attributes, children)
    }

    /// `<h3>`: a third-level heading.
    public static func h3(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("h3", attributes: attributes, children: children)
    }

    /// `<h3>`: a third-level heading, with attributes and children written inline.
    public static func h3(_ attributes: Attribute..., children: Node...) -> Node {
        .h3(attributes, children)
    }

    /// `<h4>`: a fourth-level heading.
    public static func h4(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("h4", attributes: attributes, children: children)
    }

    /// `<h4>`: a fourth-level heading, with attributes and children written inline.
    public static func h4(_ attributes: Attribute..., children: Node...) -> Node {
        .h4(attributes, children)
    }
}

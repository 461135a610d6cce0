import DesignSystem
import StyleGuide

extension FuzzTarget {
    /// The HTML fragment parser under the policy the first byte picks (a template's, a docs page's,
    /// or one of a few inline elements and no URL schemes): what it keeps, rendered by the node
    /// renderer, reads back with nothing refused and renders to the same HTML.
    static let html = FuzzTarget(name: "html", summary: "HTMLFragmentParser: kept nodes rendered, read again, are stable and allowed") {
        input throws(FuzzFailure) in
        guard let first = input.first, let text = FuzzInput.text(input.dropFirst()) else { return }
        let policy = [HTMLPolicy.template, .docs, FragmentPolicies.inline][Int(first) % 3]
        let (nodes, _) = HTMLFragmentParser.parse(text, policy: policy)
        try HTMLStability.require(HTMLRenderer.render(.fragment(nodes)), readsBackUnder: policy, "the rendered fragment")
    }
}

/// The second policy the HTML target reads under.
enum FragmentPolicies {
    /// A few phrasing elements, `title` and `lang`, links without a scheme only, no `data-`
    /// attributes, and refused elements keep their text.
    static let inline = HTMLPolicy(
        elements: ["a", "b", "i", "em", "strong", "code", "span", "br", "p", "ul", "li", "pre", "table", "tr", "td"],
        globalAttributes: ["title", "lang"],
        elementAttributes: ["a": ["href"], "td": ["colspan"]],
        urlAttributes: ["href"],
        allowsDataAndARIAAttributes: false,
        allowedURLSchemes: [],
        keepsContentOfRefusedElements: true
    )
}

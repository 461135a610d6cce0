import DesignSystem

/// The search form: a GET to `/search` that works without JavaScript; `guide.js` adds results as you type.
enum SearchForm {
    /// Where the form stands, which sets its size and label.
    enum Style: String {
        /// The compact box in the site header.
        case header
        /// The large box on the front page and the search page.
        case large
    }

    /// A form whose input has the id `<id>-input`, holding `query`.
    static func node(id: String, query: String, style: Style) -> Node {
        let input = id + "-input"
        return .form([.class("search-form", "search-form--" + style.rawValue), .role("search"), .custom("action", "/search"),
                      .custom("method", "get"), .data("search-form", style.rawValue)], [
            .label([.for(input), .class(style == .header ? "visually-hidden" : "search-form__label")],
                   ["Search tokens, components and docs"]),
            .div(.class("search-form__field"), children:
                .input(.id(input), .type("search"), .name("q"), .custom("value", query), .custom("placeholder", "Search…"),
                       .custom("autocomplete", "off"), .custom("spellcheck", "false"), .data("search-input", style.rawValue)),
                .button(.type("submit"), .class("search-form__submit"), children: "Search")
            ),
        ])
    }
}

extension Attribute {
    /// `for="…"`: the id of the control a label names.
    static func `for`(_ id: String) -> Attribute { Attribute(name: "for", value: id) }
}

extension HTMLPolicy {
    /// The policy of a component template: ordinary content and form controls, no scripts,
    /// styles, embedded content, forms, SVG or MathML, and URLs only in `href`, `src` and `cite`.
    public static let template = HTMLPolicy(
        elements: [
            "a", "abbr", "address", "article", "aside", "b", "bdi", "bdo", "blockquote", "br",
            "button", "caption", "cite", "code", "col", "colgroup", "data", "dd", "del", "details",
            "dfn", "div", "dl", "dt", "em", "fieldset", "figcaption", "figure", "footer",
            "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img", "input", "ins",
            "kbd", "label", "legend", "li", "main", "mark", "menu", "meter", "nav", "ol", "optgroup",
            "option", "output", "p", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp",
            "search", "section", "select", "small", "span", "strong", "sub", "summary", "sup",
            "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "time", "tr", "u", "ul",
            "var", "wbr",
        ],
        globalAttributes: [
            "class", "id", "title", "lang", "dir", "hidden", "tabindex", "role", "translate", "inert",
        ],
        elementAttributes: templateElementAttributes,
        urlAttributes: ["href", "src", "cite"],
        allowsDataAndARIAAttributes: true
    )

    /// The attributes each element of ``template`` allows beyond the global ones.
    private static let templateElementAttributes: [String: Set<String>] = [
        "a": ["href", "rel", "hreflang", "target", "type"],
        "img": ["src", "alt", "width", "height", "loading", "decoding"],
        "input": [
            "type", "name", "value", "placeholder", "disabled", "checked", "readonly", "required",
            "min", "max", "step", "minlength", "maxlength", "pattern", "autocomplete", "inputmode",
            "size", "multiple", "list",
        ],
        "button": ["type", "name", "value", "disabled"],
        "label": ["for"],
        "select": ["name", "disabled", "multiple", "required", "size", "autocomplete"],
        "option": ["value", "selected", "disabled", "label"],
        "optgroup": ["label", "disabled"],
        "textarea": [
            "name", "placeholder", "rows", "cols", "disabled", "readonly", "required",
            "minlength", "maxlength", "wrap", "autocomplete",
        ],
        "fieldset": ["disabled", "name"],
        "td": ["colspan", "rowspan", "headers"],
        "th": ["colspan", "rowspan", "headers", "scope", "abbr"],
        "ol": ["start", "reversed", "type"],
        "li": ["value"],
        "time": ["datetime"],
        "data": ["value"],
        "del": ["cite", "datetime"],
        "ins": ["cite", "datetime"],
        "blockquote": ["cite"],
        "q": ["cite"],
        "progress": ["value", "max"],
        "meter": ["value", "min", "max", "low", "high", "optimum"],
        "details": ["open", "name"],
        "output": ["for", "name"],
        "col": ["span"],
        "colgroup": ["span"],
    ]
}

import DesignSystem

extension HTMLPolicy {
    /// The policy of a docs page, applied to the whole page as Ink renders it (markdown and the
    /// raw HTML written in it): text, headings, lists, tables, links, images, figures,
    /// `details`/`summary`, `kbd` and the like, video and audio.
    ///
    /// Not allowed, so dropped: every `on…` handler; `style` (CSS can cover the page or load
    /// URLs, and the guide's classes style the prose); `srcset` (a list of URLs, which prose
    /// does without); `data-…` and `role` (the guide's script finds its own elements by them);
    /// `target` and every form control. Links lead to `https:`, `http:`, `mailto:` or relative
    /// URLs; images and video posters load from `https:`, `http:`, relative URLs, or `data:`
    /// PNG, JPEG, GIF and WebP images (raster images, which cannot carry script, so small
    /// swatches can be written inline). Script, style, embedded and foreign content (`script`,
    /// `style`, `iframe`, `object`, `embed`, `svg`, `math`, …), forms and head elements (`base`,
    /// `meta`, `link`) are dropped with their content (``HTMLPolicy/contentDroppingElements``);
    /// any other element (`font`, `center`, a custom element) loses its tags and keeps its content.
    public static let docs = HTMLPolicy(
        elements: [
            "a", "abbr", "address", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "br", "caption", "cite",
            "code", "col", "colgroup", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure",
            "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img", "ins", "kbd", "li", "mark",
            "nav", "ol", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "section", "small", "source", "span", "strong",
            "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var",
            "video", "wbr",
        ],
        globalAttributes: ["class", "id", "title", "lang", "dir", "aria-label", "aria-labelledby", "aria-describedby", "aria-hidden"],
        elementAttributes: [
            "a": ["href", "rel", "hreflang"],
            "img": ["src", "alt", "width", "height", "loading", "decoding"],
            "video": ["src", "poster", "controls", "loop", "muted", "playsinline", "preload", "width", "height"],
            "audio": ["src", "controls", "loop", "muted", "preload"],
            "source": ["src", "type"],
            "blockquote": ["cite"], "q": ["cite"], "del": ["cite", "datetime"], "ins": ["cite", "datetime"],
            "time": ["datetime"], "details": ["open"], "ol": ["start", "reversed", "type"], "li": ["value"],
            "th": ["colspan", "rowspan", "scope", "abbr", "align"], "td": ["colspan", "rowspan", "align"],
            "col": ["span"], "colgroup": ["span"],
        ],
        urlAttributes: ["href", "src", "cite", "poster"],
        allowsDataAndARIAAttributes: false,
        allowedURLSchemes: ["https", "http", "mailto"],
        dataImageAttributes: ["src", "poster"],
        keepsContentOfRefusedElements: true
    )
}

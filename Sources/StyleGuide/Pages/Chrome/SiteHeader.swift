import DesignSystem

/// The banner at the top of every page: the brand, the main navigation, search and the theme switch.
enum SiteHeader {
    /// The sections of the main navigation: title and path.
    static let sections: [(title: String, path: String)] = [("Tokens", "/tokens"), ("Components", "/components"), ("Docs", "/docs")]

    /// The sections for `context`: the fixed ones, and Changes when the Config lists releases.
    static func sections(_ context: GuideContext) -> [(title: String, path: String)] {
        sections + (context.snapshot.releases.newest == nil ? [] : [("Changes", "/changes")])
    }

    /// The header for a page at `context.path`.
    static func node(siteName: String, context: GuideContext) -> Node {
        .header(.class("site-header"), children:
            .div(.class("site-header__inner"), children:
                .a([.class("brand"), .href("/")] + (context.path == "/" ? [.aria("current", "page")] : []), [
                    mark(siteName: siteName, logo: context.settings.logo),
                    .span(.class("brand__name"), children: .text(siteName)),
                ]),
                .nav(.class("main-nav"), .aria("label", "Main"), children: .ul([], sections(context).map { section in
                    let current = context.path == section.path || context.path.hasPrefix(section.path + "/")
                    return .li(children: .a([.href(section.path)] + (current ? [.aria("current", "page")] : []), [.text(section.title)]))
                })),
                SearchForm.node(id: "site-search", query: "", style: .header),
                ContextSwitches.node(context: context)
            )
        )
    }
}

extension SiteHeader {
    /// The design system's logo (`logo` in swatchbook.json), or a monogram of its name in its
    /// accent colour; decorative either way, as the name follows it.
    static func mark(siteName: String, logo: ImageSource?) -> Node {
        if let logo { return .img(.class("brand__mark"), .src(logo.url), .alt(""), .width(28), .height(28)) }
        let initial = siteName.first { !$0.isWhitespace }.map { String($0).uppercased() } ?? "S"
        return .span(.class("brand__monogram"), .aria("hidden", "true"), children: .text(initial))
    }

    /// The page's icon: the logo, else Swatchbook's mark.
    static func icon(logo: ImageSource?) -> String { logo?.url ?? GuideAssets.url("images/swatchbook.svg") }
}

/// The footer of every page: what serves it, and where tools read the same data.
enum SiteFooter {
    /// The footer.
    static func node(context: GuideContext) -> Node {
        .footer(.class("site-footer"), children:
            .div(.class("site-footer__inner"), children:
                .p(children: .text("\(context.settings.name) · served by Swatchbook \(SwatchbookVersion.current)")),
                .nav(.aria("label", "For tools"), children: .ul([], [
                    .li(children: .a(.href(context.withModifiers("/api/tokens")), children: "Tokens JSON")),
                    .li(children: .a(.href("/api/components"), children: "Components JSON")),
                    context.exporting ? .empty : .li(children: .a(.href("/healthz"), children: "Status")),
                ]))
            )
        )
    }
}

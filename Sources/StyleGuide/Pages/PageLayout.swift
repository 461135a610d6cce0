import DesignSystem
import MicroHTTP

/// One page of the guide before layout: its title and the content of `<main>`.
struct Page {
    /// The page's own title; the design system's name is added after it.
    var title: String
    /// The design system's name, shown in the header.
    var siteName: String
    /// What goes inside `<main>`.
    var content: [Node]
    /// A class for `<main>` naming the kind of page (`page--tokens`), for its layout.
    var kind: String = ""
    /// What the page is about, for its `<meta name="description">`; none when nil.
    var description: String? = nil
    /// Stylesheets of the page's own, linked after the token stylesheet (the changes page's swatches).
    var stylesheets: [String] = []
    /// The URL of the page's markdown twin, linked as `rel="alternate"`; none when nil.
    var markdownTwin: String? = nil
}

/// The frame every page of the guide shares: head, header with navigation, search and theme
/// switch, the banner of a failed reload, main, footer.
enum PageLayout {
    /// The whole document for `page` in the reader's context.
    static func document(_ page: Page, context: GuideContext) -> Node {
        var bodyAttributes: [Attribute] = []
        if context.liveReload { bodyAttributes.append(.data("live-reload", "/events")) }
        let title = page.title == page.siteName ? page.siteName : "\(page.title) · \(page.siteName)"
        var rootAttributes: [Attribute] = [.lang("en"), .data("theme", context.colorScheme)]
        if context.exporting { rootAttributes.append(.data("export", "static")) }
        return .fragment([.doctype, .html(rootAttributes, [
            .head([], [
                .meta(.charset("utf-8")),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                page.description.map { .meta(.name("description"), .content($0)) } ?? .empty,
                .title(title),
                page.markdownTwin.map { .link(.rel("alternate"), .type("text/markdown"), .href($0)) } ?? .empty,
                page.markdownTwin == nil ? .empty : .link(.rel("describedby"), .href(LlmsIndex.path)),
                .link(.rel("stylesheet"), .href(GuideAssets.url("css/swatchbook.css"))),
                .link(.rel("stylesheet"), .href(GuideAssets.url("css/components.css"))),
                .link(.rel("stylesheet"), .href(context.tokenStylesheet)),
                .fragment(page.stylesheets.map { .link(.rel("stylesheet"), .href($0)) }),
                Self.icon(SiteHeader.icon(logo: context.settings.logo)),
                .script(src: GuideAssets.url("js/guide.js")),
            ]),
            .body(bodyAttributes, [
                .a(.class("skip-link"), .href("#main"), children: "Skip to content"),
                SiteHeader.node(siteName: page.siteName, context: context),
                context.problems.isEmpty ? ConfigWarningsBanner.node(context) : ConfigBanner.node(context.problems, configDirectory: context.snapshot.configDirectory),
                .main([.id("main"), .class("page", page.kind.isEmpty ? "" : "page--" + page.kind), .tabindex(-1)], page.content),
                SiteFooter.node(context: context),
            ]),
        ])])
    }

    /// `<link rel="icon">` for `url`, typed when it is an SVG.
    static func icon(_ url: String) -> Node {
        url.lowercased().hasSuffix(".svg") ? .link(.rel("icon"), .type("image/svg+xml"), .href(url)) : .link(.rel("icon"), .href(url))
    }

    /// A complete HTML response for a guide page in the reader's context, with an ETag when it is a 200.
    static func response(_ page: Page, context: GuideContext, status: Status = .ok) -> Response {
        htmlResponse(document(page, context: context), status: status)
    }

    /// A complete HTML response for a whole document, with an ETag when it is a 200 (whose
    /// `Cache-Control` ``SharedCaching`` gives), and `no-cache` when it is not.
    static func htmlResponse(_ document: Node, status: Status = .ok) -> Response {
        let body = Payload(HTMLRenderer.renderBytes(document))
        guard status == .ok else { return Response(status: status, contentType: .html, body: body, headers: ["Cache-Control": "no-cache"]) }
        return Response(contentType: .html, body: body).taggedWithETag()
    }
}

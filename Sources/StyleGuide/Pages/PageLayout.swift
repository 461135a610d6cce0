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
}

/// The frame every page of the guide shares: head, header with navigation, main, footer.
enum PageLayout {
    /// The whole document for `page`.
    static func document(_ page: Page) -> Node {
        .document(lang: "en", head: [
            .meta(.charset("utf-8")),
            .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
            .title("\(page.title) · \(page.siteName)"),
            .link(.rel("stylesheet"), .href("/assets/css/swatchbook.css")),
            .link(.rel("icon"), .type("image/svg+xml"), .href("/assets/images/swatchbook.svg")),
        ], body: [
            .a(.class("skip-link"), .href("#main"), children: "Skip to content"),
            .header(.class("site-header"), children:
                .a(.class("brand"), .href("/"), children: .text(page.siteName)),
                .nav(.aria("label", "Main"), children: .ul([], [
                    .li(children: .a(.href("/"), children: "Overview")),
                    .li(children: .a(.href("/healthz"), children: "Status")),
                ]))
            ),
            .main([.id("main"), .class("page")], page.content),
            .footer(.class("site-footer"), children:
                .p(children: .text("Served by Swatchbook \(SwatchbookVersion.current)"))
            ),
        ])
    }

    /// A complete HTML response for a guide page in the reader's context, with an ETag.
    static func response(_ page: Page, context: GuideContext) -> Response {
        htmlResponse(document(page))
    }

    /// A complete HTML response for `page`, with an ETag.
    static func response(_ page: Page, status: Status = .ok) -> Response {
        htmlResponse(document(page), status: status)
    }

    /// A complete HTML response for a whole document, with an ETag when it is a 200.
    static func htmlResponse(_ document: Node, status: Status = .ok) -> Response {
        let body = Payload(HTMLRenderer.renderBytes(document))
        let response = Response(status: status, contentType: .html, body: body, headers: ["Cache-Control": "no-cache"])
        return status == .ok ? response.taggedWithETag() : response
    }
}

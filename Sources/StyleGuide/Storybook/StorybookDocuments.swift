import DesignSystem
import MicroHTTP

/// The frame documents that are not previews: the frame's root and a docs page.
enum StorybookDocuments {
    /// `/iframe.html` without an entry: what Storybook loads before it picks one.
    static func root(settings: Settings) -> Response {
        PageLayout.htmlResponse(.document(lang: "en", head: head("Storybook frame — \(settings.name)"), body: [
            .main([.class("sb-frame")], [
                .p(children: .text("The Storybook frame of \(settings.name): Storybook shows its stories here (")
                    , .code(children: .text("/iframe.html?id=…&viewMode=story")), .text("); their list is "),
                   .a(.href("/index.json"), children: .text("/index.json")), .text(".")),
            ]),
        ] + StorybookFrame(entryID: nil, viewMode: "story").tail))
    }

    /// The frame of the docs page `page`: its sanitized HTML alone, in the guide's stylesheet.
    static func docs(_ page: DocsLibrary.Page, frame: StorybookFrame, settings: Settings) -> Response {
        var article: [Node] = []
        if !page.html.contains("<h1") { article.append(.h1(children: .text(page.title))) }
        article.append(.raw(unsafe: page.html))
        return PageLayout.htmlResponse(.document(lang: "en", head: head("\(page.title) — \(settings.name)"), body: [
            .main([.class("sb-frame")], [.article([.class("prose", "doc")], article)]),
        ] + frame.tail))
    }

    private static func head(_ title: String) -> [Node] {
        [
            .meta(.charset("utf-8")),
            .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
            .title(title),
            .link(.rel("stylesheet"), .href(GuideAssets.url("css/swatchbook.css"))),
        ]
    }
}

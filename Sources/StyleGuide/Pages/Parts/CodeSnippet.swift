import DesignSystem

/// A block of code with a title and a copy button. The button (`data-copy` naming the block's
/// id) starts hidden and `guide.js` shows it; it copies the block's text and says so in the
/// snippet's polite status line. Long lines scroll inside the block, never the page.
enum CodeSnippet {
    /// The snippet titled `title` holding `code`; `id` must be unique on the page.
    static func node(id: String, title: String, code: String, language: String? = nil) -> Node {
        .figure(.class("snippet"), children:
            .figcaption(.class("snippet__header"), children:
                .span(.class("snippet__title"), children: .text(title)),
                .button(.type("button"), .class("snippet__copy"), .data("copy", id), .boolean("hidden"),
                        children: "Copy", .span(.class("visually-hidden"), children: .text(" " + title.lowercased()))),
                .span(.class("snippet__status"), .role("status"), .aria("live", "polite"))
            ),
            .pre([.class("snippet__code"), .id(id), .tabindex(0)] + (language.map { [.data("language", $0)] } ?? []), [
                .code(children: .text(code)),
            ])
        )
    }
}

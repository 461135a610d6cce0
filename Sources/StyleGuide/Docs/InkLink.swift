import DesignSystem
import Ink

/// A link or an image of a docs page as Ink renders it, taken apart so it can be written again
/// by the renderer.
///
/// Ink writes `<a href="URL">text</a>` and `<img src="URL" alt="text"/>` with the URL exactly as
/// the markdown gives it, unescaped, so `[t](https://a.example/"onmouseover="x)` gave the link an
/// attribute of its own. The URL is therefore never split out of Ink's HTML: it is taken from
/// the markdown (the link's `(…)`, or the `[name]: …` line a reference names) and must be
/// exactly what Ink wrote after `href="` or `src="`.
struct InkLink {
    /// Where the link leads or the image loads from, character references decoded as a
    /// browser decodes them in an attribute value.
    let destination: String
    /// The title written after the destination (`[t](url "title")`), or nil.
    let title: String?
    /// For a link, Ink's HTML of its text; for an image, its alt text as plain text.
    let content: String

    /// The link Ink rendered as `input.html` from `input.markdown`, on a page with `references`;
    /// nil when the HTML is not Ink's `<a href="…">…</a>` around a URL the markdown holds.
    init?(link input: Modifier.Input, references: LinkReferences) {
        for written in Self.writtenURLs(in: input.markdown, references: references) {
            let start = "<a href=\"" + written + "\">"
            guard input.html.hasPrefix(start), input.html.hasSuffix("</a>"),
                  input.html.utf8.count >= start.utf8.count + 4 else { continue }
            let parts = Self.destinationAndTitle(written)
            destination = parts.destination
            title = parts.title
            content = String(input.html.dropFirst(start.count).dropLast("</a>".count))
            return
        }
        return nil
    }

    /// The image Ink rendered as `input.html` from `input.markdown`, on a page with `references`;
    /// nil when the HTML is not Ink's `<img src="…" alt="…"/>` around a URL the markdown holds.
    init?(image input: Modifier.Input, references: LinkReferences) {
        for written in Self.writtenURLs(in: input.markdown, references: references) {
            let start = "<img src=\"" + written + "\""
            guard input.html.hasPrefix(start), input.html.hasSuffix("/>") else { continue }
            let rest = input.html.dropFirst(start.count).dropLast(2)
            let alt: Substring
            if rest.isEmpty {
                alt = ""
            } else if rest.hasPrefix(" alt=\""), rest.hasSuffix("\""), rest.count >= 7 {
                alt = rest.dropFirst(6).dropLast()
            } else {
                continue
            }
            let parts = Self.destinationAndTitle(written)
            destination = parts.destination
            title = parts.title
            content = Self.plainText(ofHTML: String(alt))
            return
        }
        return nil
    }

    /// The link rendered by ``HTMLRenderer`` with `destination` (its own, or the page it was
    /// resolved to) and the title; the text, Ink's HTML, is checked with the rest of the page.
    func linkHTML(to destination: String) -> String {
        let attributes = [Attribute.href(destination)] + (title.map { [Attribute.title($0)] } ?? [])
        return HTMLRenderer.render(.a(attributes, [.raw(unsafe: content)]))
    }

    /// The image rendered by ``HTMLRenderer``: source, alt text when there is one, and title.
    var imageHTML: String {
        var attributes = [Attribute.src(destination)]
        if !content.isEmpty { attributes.append(.alt(content)) }
        if let title { attributes.append(.title(title)) }
        return HTMLRenderer.render(.element("img", attributes: attributes, children: []))
    }
}

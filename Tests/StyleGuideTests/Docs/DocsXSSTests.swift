import DesignSystem
import Testing
@testable import StyleGuide

/// Known XSS vectors written in docs pages, as markdown and as raw HTML. Each page is rendered
/// and its HTML read again: no element that runs or loads script, no event handler, no inline
/// style, no URL whose decoded scheme is off the allow-list, and where an element is kept,
/// exactly the attributes it should have (no quote of the input opened an attribute of its own).
@Suite("Docs: XSS vectors")
struct DocsXSSTests {
    /// Elements a docs page never holds.
    static let forbiddenElements: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "animate", "set",
        "animatetransform", "animatemotion", "base", "meta", "link", "form", "input", "button", "textarea", "select",
        "template", "noscript", "xmp", "title", "isindex", "marquee", "body",
    ]
    /// Attributes a docs page never holds.
    static let forbiddenAttributes: Set<String> = [
        "style", "srcset", "srcdoc", "formaction", "action", "background", "xlink:href", "dynsrc", "lowsrc", "target",
    ]
    /// Attributes whose value is a URL.
    static let urlAttributes: Set<String> = ["href", "src", "cite", "poster", "data", "codebase", "to", "from", "values"]

    private func render(_ markdown: String) -> String { renderedDocsPage(markdown) }

    @Test("there are at least 80 vectors") func enough() {
        #expect(DocsXSSVectors.markdown.count + DocsXSSVectors.rawHTML.count >= 80)
    }

    @Test("in markdown syntax: links, images, references, titles, autolinks, fences", arguments: DocsXSSVectors.markdown)
    func markdownSyntax(_ vector: XSSVector) {
        check(vector)
    }

    @Test("as raw HTML in the markdown", arguments: DocsXSSVectors.rawHTML)
    func rawHTML(_ vector: XSSVector) {
        check(vector)
    }

    /// Renders the vector's page and checks what its HTML holds.
    private func check(_ vector: XSSVector) {
        let html = render(vector.markdown)
        var tags: [HTMLStartTag] = []
        _ = HTMLFragmentParser.parse(html, policy: .docs) { tags.append($0) }
        #expect(!html.lowercased().contains("<script"), "\(html)")
        for tag in tags {
            #expect(!Self.forbiddenElements.contains(tag.name), "<\(tag.name)> in \(html)")
            let names = tag.attributes.map(\.name)
            #expect(Set(names).count == names.count, "a repeated attribute in \(html)")
            for attribute in tag.attributes {
                #expect(!attribute.name.hasPrefix("on"), "\(attribute.name) in \(html)")
                #expect(!Self.forbiddenAttributes.contains(attribute.name) && !attribute.name.hasPrefix("data-"),
                        "\(attribute.name) in \(html)")
                if Self.urlAttributes.contains(attribute.name), let value = attribute.value {
                    let image = attribute.name == "src" && tag.name == "img" || attribute.name == "poster"
                    #expect(Self.isAllowed(url: value, image: image), "\(attribute.name)=\(value.debugDescription) in \(html)")
                }
            }
        }
        #expect(HTMLSanitizer.sanitize(html).html == html, "the page's HTML reads back as itself")
        if let keeps = vector.keeps {
            let expected = keeps.split(separator: " ").map(String.init)
            let kept = tags.filter { $0.name == expected[0] }
            #expect(!kept.isEmpty, "no <\(expected[0])> in \(html)")
            for tag in kept {
                #expect(tag.attributes.map(\.name).sorted() == expected.dropFirst().sorted(), "\(html)")
            }
        }
    }

    /// Whether a decoded URL is relative or uses `https:`, `http:` or `mailto:` (an image also a
    /// raster `data:` image), read with ASCII controls and whitespace removed.
    static func isAllowed(url: String, image: Bool) -> Bool {
        let compact = String(String.UnicodeScalarView(url.unicodeScalars.filter {
            $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace
        })).lowercased()
        guard let end = compact.firstIndex(where: { ":/?#\\".contains($0) }), compact[end] == ":" else { return true }
        if ["https", "http", "mailto"].contains(compact[..<end]) { return true }
        return image && ["png", "jpeg", "jpg", "gif", "webp"].contains {
            compact.hasPrefix("data:image/\($0);") || compact.hasPrefix("data:image/\($0),")
        }
    }

    @Test("the URL check of this test refuses what it must", arguments: [
        "javascript:x", " JAVASCRIPT:x", "java\tscript:x", "\u{1}javascript:x", "data:text/html,x", "vbscript:x",
        "data:image/svg+xml,x", "file:///x",
    ])
    func urlCheckRefuses(url: String) {
        #expect(!Self.isAllowed(url: url, image: true))
    }
}

import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// `HTMLSanitizer.plainText` scans bytes; it must give what its definition in regular expressions gives.
@Suite("Docs: plain text of HTML", .integration)
struct PlainTextTests {
    /// The definition: block tags become a space, other tags go, five escapes are decoded, whitespace runs become one space.
    static func reference(_ html: String) -> String {
        var text = html
        text.replace(/<\/?(p|h[1-6]|li|ul|ol|br|div|pre|tr|td|th|table|blockquote|hr|dt|dd|dl|section|figure|figcaption)\b[^>]*>/.ignoresCase(), with: " ")
        text.replace(/<[^>]*>/, with: "")
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static let cases = [
        "<p>A &amp; B</p>\n<p>&lt;tag&gt;  &quot;q&quot; &#39;s</p>", "<P>x</P><LI>y", "a<br/>b<br>c", "<param>x</param>y",
        "<h1x>t</h1x>u", "<p-x>v</p-x>w", "<h2 id=\"a\">Title <code>x</code></h2>", "a < b > c", "no tags & no escapes",
        "&amp;lt; &&lt; &am<b>p; &#39", "<unclosed", "Détails &amp; <em>more</em>", "<td>1</td><td>2</td>", "<_p>a</_p>b",
        "<pre>\n  code\n</pre>", "tab\tand\nnewline", "<a href=\"x>y\">link</a>",
    ]

    @Test("edge cases give what the definition gives", arguments: cases)
    func edgeCases(_ html: String) {
        #expect(HTMLSanitizer.plainText(html) == Self.reference(html))
    }

    @Test("every page of the bundled docs gives what the definition gives")
    func bundledDocs() throws {
        let (library, _) = ConfigLoader(directory: RepositoryPaths.config).loadDocs(catalog: [], strictness: .tolerant)
        #expect(library.pages.count > 10)
        for page in library.pages + library.manual {
            #expect(HTMLSanitizer.plainText(page.html) == Self.reference(page.html), "\(page.path)")
        }
    }
}

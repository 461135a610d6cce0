import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Reading a link of an exported page: ASCII links are read as bytes, and give what a request
/// built from the resolved target gives (the reading the export used before, kept here as the oracle).
@Suite(.integration) struct ExportLinkTests {
    /// A link, the path of the page it is on, and what it reads as: path, query (`name=value` joined by `&`) and fragment; nil for none.
    static let cases: [(String, String, (String, String, String)?)] = [
        ("/tokens/color#color.ink", "/", ("/tokens/color", "", "#color.ink")),
        ("?style=dark", "/components/button", ("/components/button", "style=dark", "")),
        ("guide/a.md", "/docs/intro", ("/docs/guide/a.md", "", "")),
        ("guide/a.md", "/docs/", ("/docs/guide/a.md", "", "")),
        ("../x", "/docs/a/b", ("/docs/x", "", "")),
        ("/a/./b/../c/", "/", ("/a/c", "", "")),
        ("//", "/", nil),
        ("/a?x=1+2&y=%41", "/", ("/a", "x=1 2&y=A", "")),
        ("/a?&&x&=v", "/", ("/a", "x=&=v", "")),
        ("/a?x=b c", "/", ("/a", "x=b c", "")),
        ("/a?x=%zz", "/", nil),
        ("/a?x=%00", "/", nil),
        ("/a b", "/", nil),
        ("/a\u{7F}", "/", nil),
        ("/a:b?c", "/", ("/a:b", "c=", "")),
        ("a:b/c", "/", nil),
        ("?a:b", "/p", ("/p", "a:b=", "")),
        ("https://example.com/", "/", nil),
        ("mailto:a@example.com", "/", nil),
        ("//example.com/x", "/", nil),
        ("#main", "/", nil),
        ("", "/", nil),
        ("/é", "/", nil),
        ("/a#é", "/", ("/a", "", "#é")),
        ("/a?x=é", "/", nil),
        ("é", "/docs/", nil),
        ("/a#\u{301}b", "/", nil),
    ]

    @Test(arguments: cases)
    func linksReadAsARequestWouldRead(_ example: (String, String, (String, String, String)?)) {
        let (reference, pagePath, expected) = example
        let link = ExportLink(reference, onPageAt: pagePath)
        let read = link.map { ($0.path, $0.query.map { $0.name + "=" + $0.value }.joined(separator: "&"), $0.fragment) }
        #expect(read?.0 == expected?.0 && read?.1 == expected?.1 && read?.2 == expected?.2, "\(reference) on \(pagePath): \(String(describing: read))")
        let oracle = Self.oracle(reference, onPageAt: pagePath)
        #expect(link?.path == oracle?.path && link?.query == oracle?.query && link?.fragment == oracle?.fragment)
    }

    @Test func everyShortASCIILinkReadsAsARequestWouldRead() {
        let alphabet = Array("/?#&=+%:.a1 ").map(String.init)
        var count = 0
        for first in alphabet {
            for second in alphabet {
                for third in alphabet {
                    for page in ["/", "/docs/a"] {
                        let reference = first + second + third
                        let link = ExportLink(reference, onPageAt: page), oracle = Self.oracle(reference, onPageAt: page)
                        #expect(link?.path == oracle?.path && link?.query == oracle?.query && link?.fragment == oracle?.fragment, "\(reference) on \(page)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 2 * 12 * 12 * 12)
    }

    /// The reading by characters and a ``Request``, as the export read every link before.
    static func oracle(_ reference: String, onPageAt pagePath: String) -> (path: String, query: QueryItems, fragment: String)? {
        guard !reference.isEmpty, !reference.hasPrefix("#"), !reference.hasPrefix("//") else { return nil }
        let beforeFragment = reference.prefix { $0 != "#" }
        if let colon = beforeFragment.firstIndex(of: ":"), !beforeFragment[..<colon].contains(where: { $0 == "/" || $0 == "?" }) { return nil }
        var target = String(beforeFragment)
        if target.hasPrefix("?") {
            target = pagePath + target
        } else if !target.hasPrefix("/") {
            target = (pagePath.hasSuffix("/") ? pagePath : String(pagePath[...(pagePath.lastIndex(of: "/") ?? pagePath.startIndex)])) + target
        }
        let request = Request(method: .get, target: target)
        guard request.rejection == nil else { return nil }
        return (ExportLink.normalised(request.path), request.query, String(reference[beforeFragment.endIndex...]))
    }
}

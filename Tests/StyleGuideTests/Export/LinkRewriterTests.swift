import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Finding and replacing the URLs of rendered HTML and CSS.
@Suite(.integration) struct LinkRewriterTests {
    @Test func htmlAttributesAreFoundDecodedAndWrittenEscaped() {
        let html = #"<a href="/a?x=1&amp;y=2">x href=&quot;/not&quot;</a><img src="/i.svg" alt="a"><form action="/search"></form><p title="href=&quot;/no&quot;">"#
        #expect(LinkRewriter.links(in: html, .html) == ["/a?x=1&y=2", "/i.svg", "/search"])
        let rewritten = LinkRewriter.rewrite(html, .html) { $0 == "/i.svg" ? nil : "/d" + $0 + "&\"" }
        #expect(rewritten == #"<a href="/d/a?x=1&amp;y=2&amp;&quot;">x href=&quot;/not&quot;</a><img src="/i.svg" alt="a"><form action="/d/search&amp;&quot;"></form><p title="href=&quot;/no&quot;">"#)
    }

    @Test func cssURLsAreFoundQuotedOrNot() {
        let css = #".a{mask:url("/assets/a b.svg")} .b{background:url(/assets/b.png)} .c{background:url('/c.png')}"#
        #expect(LinkRewriter.links(in: css, .css) == ["/assets/a b.svg", "/assets/b.png", "/c.png"])
        let rewritten = LinkRewriter.rewrite(css, .css) { "/design" + $0 }
        #expect(rewritten == #".a{mask:url("/design/assets/a b.svg")} .b{background:url(/design/assets/b.png)} .c{background:url('/design/c.png')}"#)
    }

    @Test func textWithoutLinksIsReturnedAsItIs() {
        #expect(LinkRewriter.rewrite("<p>nothing</p>", .html) { _ in "/x" } == "<p>nothing</p>")
        #expect(LinkRewriter.rewrite("<a href=\"unterminated", .html) { _ in "/x" } == "<a href=\"unterminated")
    }

    @Test(arguments: [("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
                      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
                      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")])
    func sha256MatchesTheStandardsVectors(_ example: (String, String)) {
        #expect(SHA256.hex(Array(example.0.utf8)) == example.1)
    }
}

import MicroHTTP
import Testing

/// `Accept` read by quality and specificity (RFC 9110 §12.5.1).
@Suite struct ContentNegotiationTests {
    static let offers = ["text/html", "text/markdown"]

    @Test("the preferred type among HTML and markdown", arguments: [
        ([String](), "text/html"),
        (["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"], "text/html"),
        (["*/*"], "text/html"),
        (["text/markdown"], "text/markdown"),
        (["text/markdown, text/html;q=0.9"], "text/markdown"),
        (["text/html;q=0.5, text/markdown"], "text/markdown"),
        (["text/*;q=0.9, text/markdown;q=1"], "text/markdown"),
        (["text/*"], "text/html"),
        (["TEXT/Markdown ; Q=0.8", "text/html;q=0.7"], "text/markdown"),
        (["text/markdown;q=0, */*"], "text/html"),
        (["text/html;q=0, */*;q=0.1"], "text/markdown"),
        (["application/json"], nil),
        (["text/html;q=0, text/markdown;q=0"], nil),
        (["text/markdown;q=2, text/html"], "text/html"),
        (["garbage, ;;, /"], nil),
    ] as [([String], String?)])
    func preferred(accept: [String], expected: String?) {
        #expect(ContentNegotiation.preferred(accept, among: Self.offers) == expected)
    }

    @Test("a long Accept header is read in one pass")
    func longHeader() {
        let header = (0..<5000).map { "application/x-\($0);q=0.1" }.joined(separator: ",") + ",text/markdown"
        #expect(ContentNegotiation.preferred([header], among: Self.offers) == "text/markdown")
    }
}

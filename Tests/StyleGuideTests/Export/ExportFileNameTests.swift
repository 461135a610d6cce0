import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Names of exported files and links to them, made from bytes.
@Suite(.integration) struct ExportFileNameTests {
    static let segments: [(String, String)] = [
        ("color", "color"), ("", "_"), (".hidden", "%2Ehidden"), ("a.b", "a.b"), ("a b", "a%20b"), ("a/b", "a%2Fb"),
        ("%41", "%2541"), ("q?&=#", "q%3F%26%3D%23"), ("\"'<>|*:\\", "%22%27%3C%3E%7C%2A%3A%5C"), ("é", "%C3%A9"),
        ("tab\there", "tab%09here"), ("del\u{7F}", "del%7F"), ("~-_!$(),;@+", "~-_!$(),;@+"),
    ]

    @Test(arguments: segments)
    func segmentsEncodeWhatCannotBeInAFileName(_ example: (String, String)) {
        #expect(ExportFileName.segment(example.0) == example.1)
    }

    static let links: [(String, String)] = [
        ("tokens/color/", "tokens/color/"), ("a b/c.html", "a%20b/c.html"), ("in/theme=dark&x=y/", "in/theme=dark&x=y/"),
        ("assets/a%20b.svg", "assets/a%2520b.svg"), ("é#?\"<>", "%C3%A9%23%3F%22%3C%3E"), ("-._~/=&,;:@!$'()*+", "-._~/=&,;:@!$'()*%2B"),
    ]

    @Test(arguments: links)
    func linksEncodeWhatAStaticServerWouldDecode(_ example: (String, String)) {
        #expect(ExportFileName.linkText(example.0) == example.1)
    }
}

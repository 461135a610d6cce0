import Testing
@testable import StyleGuide

/// A component's docs page embedded on its page: the first `h1` goes, the other headings one level down.
@Suite("A component's guidelines, embedded")
struct ComponentGuidelinesTests {
    @Test("the title goes and each heading from h2 to h5 goes one level down, once", arguments: [
        ("<h1 id=\"button\">Button</h1><p>Use it.</p>", "<p>Use it.</p>"),
        ("<h1>A</h1><h2 id=\"x\">B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>",
         "<h3 id=\"x\">B</h3><h4>C</h4><h5>D</h5><h6>E</h6><h6>F</h6>"),
        ("<p>no title</p><h2>Usage</h2>", "<p>no title</p><h3>Usage</h3>"),
        ("<h1>One</h1><h1>Two</h1>", "<h1>Two</h1>"),
        ("<hr><p>h2 &lt;h2&gt;</p><header>x</header>", "<hr><p>h2 &lt;h2&gt;</p><header>x</header>"),
        ("<h1>Unclosed <h2>kept", "<h1>Unclosed <h3>kept"),
        ("<h2>é — ünïcode</h2>", "<h3>é — ünïcode</h3>"),
        ("", ""),
        ("<h", "<h"),
        ("</h2", "</h2"),
    ] as [(String, String)])
    func withoutTitle(html: String, embedded: String) {
        #expect(ComponentGuidelines.withoutTitle(html) == embedded)
    }

    @Test("a components/ page carries its embedded form; another page none")
    func embeddedOnlyForComponents() {
        let (library, _) = DocsLibrary.render([
            (path: "components/button", file: "docs/components/button.md", markdown: "# Button\n\n## Usage\n\nPress it.\n"),
            (path: "guide", file: "docs/guide.md", markdown: "# Guide\n\n## Part\n"),
        ], strictness: .strict)
        let button = library.page(at: "components/button")
        #expect(button?.embeddedHTML.contains("<h3") == true)
        #expect(button?.embeddedHTML.contains("<h1") == false)
        #expect(library.page(at: "guide")?.embeddedHTML == "")
    }
}

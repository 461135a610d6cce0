import DesignSystem
import Testing
@testable import StyleGuide

/// The sanitiser keeps its strictness on whole pages: what raw HTML and links could smuggle in
/// is still removed now that void elements are closed and links rewritten before it runs.
@Suite("Docs: sanitizing whole pages")
struct DocsSanitizingTests {
    private func render(_ markdown: String) -> String { renderedDocsPage(markdown) }

    @Test("scripts, styles, frames, embedded objects, forms, handlers and unsafe URLs are removed", arguments: [
        ("<script>alert(1)</script>After *text*.", ["<script", "alert(1)"]),
        ("Text<br><SCRIPT src=x></SCRIPT> after", ["<script"]),
        ("<img src=x onerror=alert(1)>\n\n*after*", ["onerror"]),
        ("<img src=x onerror=\"alert(1)\"/>after", ["onerror"]),
        ("<img src=\"javascript:alert(1)\">after", ["javascript:"]),
        ("<img src=' vbscript:x'>after", ["vbscript:"]),
        ("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">after", ["data:image/svg", "onload"]),
        ("<br onclick=\"alert(1)\">after", ["onclick"]),
        ("<hr style=\"display:none\">after", ["style="]),
        ("<wbr onmouseover='x'>after", ["onmouseover"]),
        ("<embed src=x.swf>after", ["<embed"]),
        ("<input autofocus onfocus=alert(1)>after", ["<input", "onfocus"]),
        ("<link rel=stylesheet href=x.css>after", ["<link"]),
        ("<meta http-equiv=refresh content=\"0;url=/\">after", ["<meta"]),
        ("<base href=\"https://evil.example/\">after", ["<base"]),
        ("<iframe src=/x></iframe>after", ["<iframe"]),
        ("<frameset><frame src=x></frameset>after", ["<frame"]),
        ("<style>body { display: none }</style>after", ["<style", "display"]),
        ("<object data=x></object><applet code=x></applet>after", ["<object", "<applet"]),
        ("<form action=/x><button formaction=/y>go</button><textarea></textarea><select><option>1</option></select></form>",
         ["<form", "<button", "formaction", "<textarea", "<select", "<option"]),
        ("<div srcdoc=\"x\">after</div>", ["srcdoc"]),
        ("[x](javascript:alert(1))", ["javascript:"]),
        ("[x](JaVaScRiPt:alert(1))", ["javascript:"]),
        ("[x](vbscript:msgbox(1))", ["vbscript:"]),
        ("[x](data:text/html,hi)", ["data:text"]),
        ("![x](javascript:alert(1))", ["javascript:"]),
        ("<a href=\"javascript:alert(1)\">x</a>", ["javascript:"]),
        ("<svg><a xlink:href=\"javascript:alert(1)\">x</a></svg>", ["javascript:"]),
        ("<video poster=\"javascript:alert(1)\"></video>", ["javascript:"]),
        ("<table background=\"javascript:alert(1)\"></table>", ["javascript:"]),
    ])
    func stripped(markdown: String, forbidden: [String]) {
        let html = render(markdown)
        for text in forbidden {
            #expect(!html.lowercased().contains(text), "\(text) in \(html)")
        }
        #expect(inlineCodeProblems(in: html) == [], "\(html)")
    }

    @Test("what is allowed stays: image data URLs, ordinary markup, safe links")
    func kept() {
        let html = render("""
        <img src="data:image/png;base64,AAAA" alt="dot"><br>
        <a href="https://example.com/">site</a> and [intro](../intro.md#top) and <abbr title="Design tokens">DT</abbr>
        """)
        #expect(html.contains(#"<img src="data:image/png;base64,AAAA" alt="dot">"#), "\(html)")
        #expect(html.contains(#"<a href="https://example.com/">site</a>"#))
        #expect(html.contains(#"<a href="/docs/intro#top">intro</a>"#))
        #expect(html.contains(#"<abbr title="Design tokens">DT</abbr>"#))
    }

    @Test("the sanitiser alone strips what it did, and writes every tag again: an unsafe URL is dropped, not replaced", arguments: [
        ("<script>alert(1)</script>ok", "ok"),
        (#"<img src="a.png" onerror="alert(1)">"#, #"<img src="a.png">"#),
        (#"<img src="a.png" onerror="alert(1)" />"#, #"<img src="a.png">"#),
        (#"<hr style="x" />"#, "<hr>"),
        (#"<a href="vbscript:x">x</a>"#, "<a>x</a>"),
        (#"<img src=javascript:alert(1) />"#, "<img>"),
        ("<embed src=x /><meta charset=x /><link rel=x /><input /><base href=x />ok", "ok"),
    ])
    func sanitizer(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }
    @Test("an element a docs page may not hold but that cannot run anything loses its tags and keeps its content", arguments: [
        ("<font color=red>red <b>bold</b></font>", "red <b>bold</b>"),
        ("<center>middle</center>", "middle"),
        ("<my-note kind=\"tip\"><em>tip</em></my-note>", "<em>tip</em>"),
        ("<big><script>x</script>y</big>", "y"),
        ("<blink><svg><a href=\"x\">in svg</a></svg>out</blink>", "out"),
        ("<form action=x>in form</form>after", "after"),
    ])
    func keptContent(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    @Test("what was removed from a page is one warning naming its file; a clean page has none")
    func removalWarning() {
        let (_, diagnostics) = DocsLibrary.render([
            (path: "clean", file: "docs/clean.md", markdown: "# Clean\n\n<kbd>K</kbd> and [a link](https://example.com/).\n"),
            (path: "dirty", file: "docs/dirty.md",
             markdown: "# Dirty\n\n<script>alert(1)</script><p onclick=\"x()\">text</p>\n\n[x](javascript:alert(1))\n"),
        ], strictness: .strict)
        let warnings = diagnostics.filter { $0.rule == .htmlNotAllowed }
        #expect(warnings.count == 1 && warnings.first?.file == "docs/dirty.md" && warnings.first?.severity == .warning, "\(diagnostics)")
        let message = warnings.first?.message ?? ""
        #expect(message.contains("<script>") && message.contains("onclick") && message.contains("javascript:"), "\(message)")
    }
}

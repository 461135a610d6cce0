import Testing
@testable import DesignSystem
@testable import DesignTokens

struct HTMLFragmentStructureTests {
    @Test func unclosedElementsAreClosedAtTheEndWithAnErrorEach() {
        let parsed = parseFragment("<div>\n<p>text\n")
        #expect(parsed.html == "<div>\n<p>text\n</p></div>")
        #expect(parsed.rules == ["html-structure", "html-structure"])
        #expect(parsed.problems.map(\.line) == [1, 2])
        #expect(parsed.problems.allSatisfy { $0.severity == .error && $0.message.contains("not closed") })
    }

    @Test func anEndTagClosesTheElementsOpenAboveItsMatch() {
        let parsed = parseFragment("<section>\n  <div><span>a\n</section>after")
        #expect(parsed.html == "<section>\n  <div><span>a\n</span></div></section>after")
        #expect(parsed.problems.map(\.line) == [2, 2])
        #expect(parsed.problems.map(\.column) == [3, 8])
        #expect(parsed.problems[0].message == "<div> was not closed before </section> at line 3, column 1")
        #expect(parsed.problems[1].message.hasPrefix("<span> was not closed before </section>"))
    }

    @Test func strayEndTagsAreIgnoredWithAnError() {
        let parsed = parseFragment("<p>a</span>b</p>\n</div>")
        #expect(parsed.html == "<p>ab</p>\n")
        #expect(parsed.errorRules == ["html-structure", "html-structure"])
        #expect(parsed.problems.map(\.line) == [1, 2])
        #expect(parsed.problems.map(\.column) == [5, 1])
    }

    @Test(arguments: ["<br>", "<br/>", "<BR />", "<img alt=x>", "<wbr>", "<hr>", "<input>", "<col>"])
    func voidElementsHaveNoChildren(tag: String) {
        let parsed = parseFragment("<div>\(tag)after</div>")
        guard case .element(_, _, let children)? = parsed.nodes.first else {
            Issue.record("no element")
            return
        }
        #expect(children.count == 2)
        #expect(children.last == .text("after"))
    }

    @Test func endTagsOfVoidElementsAreIgnoredWithAWarning() {
        let parsed = parseFragment("a</br>b<br></br>")
        #expect(parsed.html == "ab<br>")
        #expect(parsed.problems.map(\.severity) == [.warning, .warning])
    }

    @Test func selfClosingNonVoidElementsStayOpenAsInBrowsers() {
        let parsed = parseFragment("<span class=icon/>Label")
        #expect(parsed.html == "<span class=\"icon/\">Label</span>")
        let other = parseFragment("<span class=\"icon\"/>Label")
        #expect(other.html == "<span class=\"icon\">Label</span>")
        #expect(other.problems.map(\.severity) == [.warning, .error])
    }

    @Test(arguments: [
        ("<!DOCTYPE html><p>x</p>", "<p>x</p>"),
        ("<![CDATA[ <b>not</b> ]]>y", "y"),
        ("<?xml version=\"1.0\"?>z", "z"),
        ("<!ELEMENT br EMPTY>w", "w"),
        ("</3>v", "v"),
        ("</>u", "u"),
        ("t<p", "t"),
        ("s<a href=\"unterminated>", "s"),
        ("r<!-- never closed <b>x</b>", "r"),
    ])
    func declarationsAndBrokenMarkupAreDroppedWithAnError(input: String, expected: String) {
        let parsed = parseFragment(input)
        #expect(parsed.html == expected)
        #expect(parsed.errorRules == ["html-structure"])
    }

    @Test(arguments: ["<!-- a -->", "<!---->", "<!-- a -- b -->", "<!-- a --!>", "<!--\n<script>x</script>\n-->"])
    func commentsAreDroppedWithoutAProblem(comment: String) {
        let parsed = parseFragment("a\(comment)b")
        #expect(parsed.html == "ab")
        #expect(parsed.problems.isEmpty)
    }

    @Test func linesAndColumnsFollowMultiLineInput() {
        let input = """
            <div>
              <p onclick="x()">One</p>
                <span style="color: red"
                      class="a">Two</span>
            \t<font>&bogus;</font>
            </div>
            """
        let parsed = parseFragment(input)
        let located = parsed.problems.map { "\($0.line):\($0.column) \($0.rule)" }
        #expect(located == [
            "2:6 event-handler", "3:11 inline-style", "5:2 element-not-allowed",
        ])
        let crlf = parseFragment("<p>\r\n<b>\r\n<font>\r\n</b></p>")
        #expect(crlf.problems.map { "\($0.line):\($0.column) \($0.rule)" } == ["3:1 element-not-allowed", "3:1 html-structure"])
        #expect(crlf.html == "<p>\n<b>\n</b></p>")
    }

    @Test func columnsCountUnicodeScalars() {
        let parsed = parseFragment("é👩🏽‍💻<font>")
        #expect(parsed.problems.first?.column == 6)
    }

    @Test func nestingIsBoundedAndDeeperTextKept() {
        let depth = 1000
        let input = String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth)
        let parsed = parseFragment(input)
        #expect(parsed.problems.count == 1)
        #expect(parsed.problems.first?.rule == .htmlStructure)
        #expect(parsed.problems.first?.column == 5 * HTMLFragmentParser.maximumDepth + 1)
        let kept = HTMLFragmentParser.maximumDepth
        #expect(parsed.html == String(repeating: "<div>", count: kept) + "deep" + String(repeating: "</div>", count: kept))
    }

    @Test func unclosedDeepNestingStaysBounded() {
        let parsed = parseFragment(String(repeating: "<b><i>", count: 20_000) + "x")
        #expect(parsed.html.hasSuffix("x" + String(repeating: "</i></b>", count: 128)))
        #expect(parsed.problems.count == 1 + HTMLFragmentParser.maximumDepth)
    }
}

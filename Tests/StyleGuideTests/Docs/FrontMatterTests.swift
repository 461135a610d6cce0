import DesignSystem
import Testing
@testable import StyleGuide

/// One front matter to read: the markdown, the mode, what it should give and what it should report.
struct FrontMatterCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    let name: String
    /// The page's text.
    let markdown: String
    /// How bent rules are treated.
    var strictness: Strictness = .strict
    /// The title expected.
    var title: String?
    /// The description expected.
    var description: String?
    /// The order expected.
    var order: Int?
    /// The section expected.
    var section: String?
    /// Each diagnostic as `line:severity:rule`.
    var problems: [String] = []

    /// The case's name in test reports.
    var testDescription: String { name }
}

/// The `---` block at the top of a docs page: what it sets, and each mistake with its line and rule.
@Suite("Docs: front matter")
struct FrontMatterTests {
    /// Valid, missing and malformed front matter.
    static let cases: [FrontMatterCase] = [
        FrontMatterCase(name: "every key", markdown: "---\ntitle: Spacing\ndescription: How we space things.\norder: 2\nsection: Basics\n---\n# Body\n",
                        title: "Spacing", description: "How we space things.", order: 2, section: "Basics"),
        FrontMatterCase(name: "none: the page starts with text", markdown: "# Only a heading\n\ntitle: not front matter\n"),
        FrontMatterCase(name: "none: a rule further down is not front matter", markdown: "Intro\n---\ntitle: x\n---\n"),
        FrontMatterCase(name: "quotes, comments, blank lines, CRLF and a byte order mark",
                        markdown: "\u{FEFF}---\r\n# a comment\r\n\r\ntitle: \"Colour: the basics\"\r\nsection: 'Start here'\r\n---\r\nText\r\n",
                        title: "Colour: the basics", section: "Start here"),
        FrontMatterCase(name: "a negative order", markdown: "---\norder: -3\n---\n", order: -3),
        FrontMatterCase(name: "a line that is not key: value", markdown: "---\ntitle: Fine\njust words\n---\n",
                        title: "Fine", problems: ["3:error:front-matter-syntax"]),
        FrontMatterCase(name: "a line with no key", markdown: "---\n: value\n---\n", problems: ["2:error:front-matter-syntax"]),
        FrontMatterCase(name: "never closed", markdown: "---\ntitle: Open\n\nText goes on.\n", problems: ["1:error:front-matter-syntax"]),
        FrontMatterCase(name: "an order that is a word", markdown: "---\ntitle: T\norder: first\n---\n",
                        title: "T", problems: ["3:error:wrong-type"]),
        FrontMatterCase(name: "an order that is a fraction, even when tolerant", markdown: "---\n\norder: 1.5\n---\n",
                        strictness: .tolerant, problems: ["3:error:wrong-type"]),
        FrontMatterCase(name: "an unknown key when strict: kept as metadata, a warning", markdown: "---\ntitel: Typo\n---\n",
                        problems: ["2:warning:unknown-member"]),
        FrontMatterCase(name: "an unknown key when tolerant", markdown: "---\ntitle: T\nauthor: Ada\n---\n", strictness: .tolerant,
                        title: "T", problems: ["3:warning:unknown-member"]),
        FrontMatterCase(name: "an empty value when tolerant", markdown: "---\nsection:\ntitle: T\n---\n", strictness: .tolerant,
                        title: "T", problems: ["2:warning:invalid-value"]),
        FrontMatterCase(name: "a key set twice when strict: the last one is used", markdown: "---\ntitle: One\ntitle: Two\n---\n",
                        title: "Two", problems: ["3:error:invalid-value"]),
    ]

    @Test("front matter is read, or reported with its line and rule", arguments: cases)
    func parse(_ example: FrontMatterCase) {
        var sink = DiagnosticSink(strictness: example.strictness)
        let (frontMatter, body) = FrontMatter.split(example.markdown, file: "docs/page.md", sink: &sink)
        #expect(frontMatter.title == example.title)
        #expect(frontMatter.description == example.description)
        #expect(frontMatter.order == example.order)
        #expect(frontMatter.section == example.section)
        #expect(sink.diagnostics.map { "\($0.line ?? 0):\($0.severity):\($0.rule)" } == example.problems,
                "\(sink.diagnostics.map(\.description))")
        #expect(sink.diagnostics.allSatisfy { $0.file == "docs/page.md" })
        #expect(body.filter(\.isNewline).count == example.markdown.filter(\.isNewline).count, "every line keeps its number")
    }

    @Test("the body after the front matter is the page's text, on the lines it was written on")
    func body() {
        var sink = DiagnosticSink(strictness: .strict)
        let (_, body) = FrontMatter.split("---\ntitle: T\n---\n# Heading\n\nText\n", file: "docs/page.md", sink: &sink)
        #expect(body == "\n\n\n# Heading\n\nText\n")
    }

    @Test("a diagnostic names the file, the line, the key and the rule, and suggests the key meant")
    func message() throws {
        var sink = DiagnosticSink(strictness: .strict)
        _ = FrontMatter.split("---\ntitel: Typo\norder: one\n---\n", file: "Config/docs/intro.md", sink: &sink)
        let descriptions = sink.diagnostics.map(\.description)
        #expect(descriptions.count == 2)
        #expect(descriptions.first?.hasPrefix("Config/docs/intro.md:2: warning: at /titel: unknown front matter key 'titel' (did you mean 'title'?)") == true)
        #expect(descriptions.first?.hasSuffix("[unknown-member]") == true)
        #expect(descriptions.last == "Config/docs/intro.md:3: error: at /order: 'order' must be a whole number such as 1 or 20, found 'one' [wrong-type]")
    }

    @Test("the front matter sets the title before the first heading, which comes before the file name")
    func titlePrecedence() {
        let (library, problems) = DocsLibrary.render([
            (path: "a", file: "docs/a.md", markdown: "---\ntitle: From front matter\n---\n# From heading\n"),
            (path: "b", file: "docs/b.md", markdown: "---\norder: 1\n---\n# From heading\n"),
            (path: "guides/c", file: "docs/guides/c.md", markdown: "---\ndescription: No title here.\n---\nText only.\n"),
        ], strictness: .strict)
        #expect(problems.isEmpty)
        #expect(library.pages.map(\.title) == ["From front matter", "From heading", "c"])
    }

    @Test("the description is the summary, else the opening of the text after the title")
    func summary() {
        let (library, _) = DocsLibrary.render([
            (path: "a", file: "docs/a.md", markdown: "---\ndescription: Said in the front matter.\n---\n# A\n\nBody text.\n"),
            (path: "b", file: "docs/b.md", markdown: "---\ntitle: Bee\n---\n# B heading\n\nThe opening words.\n"),
        ], strictness: .strict)
        #expect(library.pages.map(\.summary) == ["Said in the front matter.", "The opening words."])
        #expect(library.pages.map(\.description) == ["Said in the front matter.", nil])
    }

    @Test("'section' on a component's page has no effect, so it bends the rules", arguments: [Strictness.strict, .tolerant])
    func sectionOnComponentPage(strictness: Strictness) {
        let (library, problems) = DocsLibrary.render([
            (path: "components/button", file: "docs/components/button.md", markdown: "---\ntitle: Button\nsection: Actions\n---\nText.\n"),
        ], strictness: strictness)
        #expect(problems.map { "\($0.line ?? 0):\($0.severity):\($0.rule)" } == ["3:\(strictness == .strict ? "error" : "warning"):invalid-value"])
        #expect(library.groups.map(\.title) == ["Components"])
    }

    /// Found by fuzzing (Tests/Fuzz/Regressions/docs/unclosed-front-matter): Ink (used before Swatchbook's own reader) read a `---` block that is
    /// never closed as its metadata, past the end of a page that ends in a line break, and the process died.
    @Test("a page whose --- block is never closed renders, its text kept, with the front matter error",
          arguments: ["---\ntitle: Open\n\nText goes on.\n", "---\nx\n", "\n  ---\nkey: value\n\n", "---\ntitle: T\n---\n---\nmore: words\n\t\n"])
    func unclosedBlock(markdown: String) throws {
        let (library, problems) = DocsLibrary.render([(path: "a", file: "docs/a.md", markdown: markdown)], strictness: .tolerant)
        let page = try #require(library.page(at: "a"))
        #expect(!page.text.isEmpty, "\(page.html)")
        #expect(problems.allSatisfy { $0.file == "docs/a.md" })
    }
}

import Testing
@testable import DesignSystem
@testable import DesignTokens

struct HTMLCharacterReferenceTests {
    @Test(arguments: [
        ("&amp; &lt; &gt; &quot; &apos;", "& < > \" '"),
        ("&AMP;&LT;&GT;&QUOT;&COPY;", "&<>\"©"),
        ("&#65;&#x42;&#X43;&#0068;", "ABCD"),
        ("&#128512;&#x1F3A8;", "😀🎨"),
        ("&nbsp;&copy;&reg;&trade;&hellip;&mdash;&ndash;", "\u{A0}©®™…—–"),
        ("&lsquo;&rsquo;&ldquo;&rdquo;&sbquo;&bdquo;&laquo;&raquo;&lsaquo;&rsaquo;", "‘’“”‚„«»‹›"),
        ("&middot;&bull;&times;&divide;&deg;&plusmn;&minus;", "·•×÷°±−"),
        ("&euro;&pound;&yen;&cent;&sect;&para;&shy;", "€£¥¢§¶\u{AD}"),
        ("&thinsp;&ensp;&emsp;&zwj;&zwnj;&lrm;&rlm;", "\u{2009}\u{2002}\u{2003}\u{200D}\u{200C}\u{200E}\u{200F}"),
        ("&larr;&rarr;&uarr;&darr;&harr;", "←→↑↓↔"),
        ("&Tab;&NewLine;&colon;&sol;&lpar;&rpar;", "\t\n:/()"),
        ("&eacute;&Eacute;&uuml;&szlig;&ntilde;&alpha;&Omega;&lang;", "éÉüßñαΩ⟨"),
        ("&#9;&#10;&#13;&#12;", "\t\n\r\u{C}"),
    ])
    func decodesReferencesInTextAndAttributeValues(input: String, decoded: String) {
        let text = parseFragment(input)
        #expect(text.nodes == [.text(decoded)])
        #expect(text.problems.isEmpty)
        let attribute = parseFragment("<span title=\"\(input)\"></span>")
        #expect(attribute.nodes == [.element("span", attributes: [Attribute(name: "title", value: decoded)], children: [])])
    }

    @Test(arguments: [
        ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#xDFFF;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"),
        ("&#99999999999999999999;", "\u{FFFD}"), ("&#1;", "\u{FFFD}"), ("&#x1F;", "\u{FFFD}"),
        ("&#x7F;", "\u{FFFD}"), ("&#x80;", "\u{FFFD}"), ("&#x9F;", "\u{FFFD}"), ("&#8;", "\u{FFFD}"),
    ])
    func forbiddenCodePointsBecomeTheReplacementCharacterWithAWarning(input: String, decoded: String) {
        let parsed = parseFragment("x" + input)
        #expect(parsed.nodes == [.text("x" + decoded)])
        #expect(parsed.problems.map(\.rule) == [.characterReference])
        #expect(parsed.problems.map(\.severity) == [.warning])
        #expect(parsed.problems.first?.column == 2)
    }

    @Test(arguments: [
        ("&bogus;", true), ("&Amp;", true), ("&check1;", true),
        ("& amp;", false), ("&;", false), ("&#;", false), ("&#x;", false), ("&#xG;", false), ("a&b=c", false),
    ])
    func unknownOrUnfinishedReferencesStayAsText(input: String, warns: Bool) {
        let parsed = parseFragment(input)
        #expect(parsed.nodes == [.text(input)])
        #expect(parsed.problems.map(\.rule) == (warns ? [.characterReference] : []))
    }

    @Test("a reference without its semicolon is read as browsers read it, with a warning", arguments: [
        ("&#65", "A"), ("&#x41 ", "A "), ("&#0000106avascript", "javascript"), ("&#x6a&#x61", "ja"), ("&amp", "&"),
        ("&copy 2024", "© 2024"), ("&notit;", "¬it;"), ("&ltx", "<x"),
    ])
    func referencesWithoutSemicolon(input: String, decoded: String) {
        let parsed = parseFragment(input)
        #expect(parsed.nodes == [.text(decoded)])
        #expect(!parsed.problems.isEmpty && parsed.problems.allSatisfy { $0.rule == .characterReference && $0.severity == .warning })
    }

    @Test("in an attribute value, a legacy name followed by a letter, a digit or = stays as written", arguments: [
        ("?a=1&copy=2", "?a=1&copy=2"), ("&ampx", "&ampx"), ("&amp1", "&amp1"), ("&amp x", "& x"), ("&#106avascript", "javascript"),
    ])
    func legacyNamesInAttributes(input: String, decoded: String) {
        let parsed = parseFragment("<span title=\"\(input)\"></span>")
        #expect(parsed.nodes == [.element("span", attributes: [Attribute(name: "title", value: decoded)], children: [])])
    }

    @Test func everyNamedReferenceOfHTMLIsKnown() {
        let table = HTMLNamedCharacterReferences.table
        #expect(table.count == 2_125)
        #expect(table.keys.allSatisfy { name in name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } })
        #expect(table["amp"] == "&" && table["nbsp"] == "\u{A0}" && table["yuml"] == "ÿ" && table["Tab"] == "\t")
        #expect(table["NotEqualTilde"] == "\u{2242}\u{338}" && table["colon"] == ":" && table["NewLine"] == "\n")
        #expect(HTMLNamedCharacterReferences.withoutSemicolon.count == 106)
        #expect(HTMLNamedCharacterReferences.withoutSemicolon.allSatisfy { table[$0] != nil })
    }

    @Test func textareaDecodesReferencesButReadsNoTags() {
        let parsed = parseFragment("<textarea>&lt;b&gt; <i>x</i> </textareaX></TEXTAREA>")
        #expect(parsed.nodes == [.element("textarea", attributes: [], children: [.text("<b> <i>x</i> </textareaX>")])])
        #expect(parsed.problems.isEmpty)
    }

    /// The names decoded without building the table (issue 31) stand for what the table says.
    @Test func commonReferencesAreThoseOfTheTable() {
        for (name, characters) in HTMLNamedCharacterReferences.common {
            #expect(HTMLNamedCharacterReferences.table[name] == characters, "\(name)")
        }
    }
}

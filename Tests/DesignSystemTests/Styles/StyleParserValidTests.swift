import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Style files that are accepted")
struct StyleParserValidTests {
    @Test("a complete file: no diagnostic, styles and bindings in file order")
    func complete() throws {
        let (document, diagnostics) = StyleFixture.parse(StyleFixture.complete)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let parsed = try #require(document)
        #expect(parsed.validate(against: StyleFixture.system).isEmpty)
        #expect(parsed.component == "chip")
        #expect(parsed.file == StyleFixture.file)
        #expect(parsed.description == "Chips label things.")
        #expect(parsed.styleNames == [.primary, .complementary, .light, .dark])
        let primary = try #require(parsed.style(named: .primary))
        #expect(primary.description == "The main chip.")
        #expect(primary.extends == nil)
        #expect(primary.base.map(\.property.name) == ["background", "foreground", "font", "paddingInline", "paddingBlock", "cornerRadius", "alignment"])
        #expect(primary.base[0].value == .token(Rules.path("color.action.primary.$root")))
        #expect(primary.base[6].value == .keyword("center"))
        #expect(primary.sizes.map(\.key) == [.small, .large])
        #expect(primary.bindings(for: .small).map(\.property.name) == ["font", "paddingInline"])
        #expect(primary.bindings(for: .medium).isEmpty)
        #expect(primary.states.map(\.key) == [.hover, .disabled])
        #expect(parsed.style(named: .complementary)?.extends == .primary)
        #expect(parsed.style(named: "missing") == nil)
    }

    @Test("bindings know their file, JSON pointer and line")
    func origins() throws {
        let document = try StyleFixture.document(StyleFixture.complete)
        let hover = try #require(document.style(named: .primary)?.bindings(for: .hover).first)
        #expect(hover.origin.file == StyleFixture.file)
        #expect(hover.origin.pointer.description == "/styles/primary/states/hover/background")
        #expect(hover.origin.line == 12)
        #expect(document.style(named: .primary)?.origin.pointer.description == "/styles/primary")
    }

    @Test("a valid literal is kept, with a literal-value warning")
    func literal() throws {
        let text = StyleFixture.withPrimary(##"{"base": {"paddingInline": {"value": 12, "unit": "px"}, "opacity": 0.5, "background": "{color.surface}"}}"##)
        let (document, diagnostics) = StyleFixture.parse(text)
        let parsed = try #require(document, Rules.report(diagnostics))
        #expect(diagnostics.count == 2, Rules.report(diagnostics))
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.rule == .literalStyleValue && $0.rule.name == "literal-value" })
        #expect(diagnostics.map(\.path.description) == ["/styles/primary/base/paddingInline", "/styles/primary/base/opacity"])
        #expect(diagnostics[0].message.contains("a literal value; bind it to a token so themes apply"))
        let base = try #require(parsed.style(named: .primary)?.base)
        #expect(base[0].value == .literal(.dimension(DimensionValue(value: 12, unit: "px")), written: ["value": 12, "unit": "px"]))
        #expect(base[1].value == .literal(.number(0.5), written: 0.5))
        #expect(parsed.validate(against: StyleFixture.system).isEmpty)
    }

    @Test("a team names its styles as it likes: no style name is required, none missing is warned about",
          arguments: [##"{"styles": {"primary": {}, "light": {}}}"##, ##"{"styles": {"solid": {}, "ghost": {"extends": "solid"}}}"##])
    func noRequiredNames(text: String) throws {
        let (document, diagnostics) = StyleFixture.parse(text)
        #expect(document != nil, Rules.report(diagnostics))
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
    }

    @Test("a style may have a name of its own and extend a chain of styles")
    func customNames() throws {
        let text = ##"{"styles": {"primary": {}, "complementary": {}, "light": {}, "dark": {"extends": "call-to-action"}, "call-to-action": {"extends": "primary"}}}"##
        let (document, diagnostics) = StyleFixture.parse(text)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        #expect(document?.chain(of: .dark).map(\.name) == [.primary, "call-to-action", .dark])
        #expect(document?.chain(of: "nothing").isEmpty == true)
    }

    @Test("a deprecated token is a warning of validation")
    func deprecated() throws {
        let document = try StyleFixture.document(StyleFixture.withPrimary(##"{"base": {"background": "{palette.old}"}}"##))
        let diagnostics = document.validate(against: StyleFixture.system)
        #expect(diagnostics.count == 1, Rules.report(diagnostics))
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.rule == .deprecatedReference)
        #expect(diagnostics.first?.message == "{palette.old} is deprecated: use palette.navy")
    }

    @Test("every problem is reported, in file order, with its line")
    func allProblems() {
        let text = """
        {
          "styles": {
            "primary": {
              "base": {"backgroud": "{color.surface}"},
              "sizes": {"huge": {}},
              "states": {"pressed": {}, "hover": {"alignment": "middle"}}
            },
            "Dark": {},
            "light": {"extends": "nothing"}
          },
          "extra": 1
        }
        """
        let (document, diagnostics) = StyleFixture.parse(text)
        #expect(document == nil)
        let summary = diagnostics.map { "\($0.line ?? 0) \($0.rule) \($0.path)" }
        #expect(summary == [
            "4 unknown-style-property /styles/primary/base/backgroud", "5 unknown-size /styles/primary/sizes/huge",
            "6 unknown-state /styles/primary/states/pressed", "6 invalid-keyword /styles/primary/states/hover/alignment",
            "8 invalid-name /styles/Dark", "9 unknown-style /styles/light/extends", "11 unknown-member /extra",
        ], "\(summary)")
        #expect(diagnostics.allSatisfy { $0.file == StyleFixture.file })
        #expect(diagnostics.filter { $0.severity == .error }.count == 7)
    }

    @Test("a JSON syntax error is one diagnostic with its line")
    func syntax() {
        let (document, diagnostics) = StyleFixture.parse("{\n\"styles\": {,}}")
        #expect(document == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == .jsonSyntax)
        #expect(diagnostics.first?.line == 2)
    }

    @Test("the document as JSON: values as written, layers in file order")
    func json() throws {
        let document = try StyleFixture.document(StyleFixture.complete)
        let json = document.json
        #expect(json["component"] == "chip")
        #expect(json["description"] == "Chips label things.")
        #expect(json["styles"]?.objectValue?.keys == ["primary", "complementary", "light", "dark"])
        let primary = try #require(json["styles"]?["primary"])
        #expect(primary["extends"] == .null)
        #expect(primary["base"]?["background"] == "{color.action.primary.$root}")
        #expect(primary["base"]?["alignment"] == "center")
        #expect(primary["sizes"]?.objectValue?.keys == ["small", "large"])
        #expect(primary["states"]?["disabled"]?["opacity"] == "{opacity.disabled}")
        #expect(json["styles"]?["complementary"]?["extends"] == "primary")
        let literal = try StyleFixture.document(StyleFixture.withPrimary(##"{"base": {"opacity": 0.25}}"##))
        #expect(literal.json["styles"]?["primary"]?["base"]?["opacity"] == 0.25)
    }
}

import Testing
@testable import DesignSystem
@testable import DesignTokens

/// A stand-in for the real button, with the real button's composable style.
enum FakeButton: Component {
    typealias Style = ButtonStyle
    static let about = ComponentAbout(name: "button", title: "Button", summary: "Starts an action.", parts: [.primaryText],
                                      states: [.normal, .hover, .pressed, .focused, .disabled])
    static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node { .empty }
}

@Suite("The style library: every component's styles")
struct StyleLibraryTests {
    /// The example of the design notes, for the real button's properties.
    static let button = ##"""
    {
      "description": "Buttons start actions.",
      "styles": {
        "primary": {
          "description": "The main action on a screen.",
          "base":   { "background": "{color.action.primary.$root}", "foreground": "{color.text.on-action}",
                      "font": "{typography.label.md}", "paddingInline": "{space.4}", "paddingBlock": "{space.2}",
                      "cornerRadius": "{radius.md}" },
          "sizes":  { "small": { "font": "{typography.label.sm}", "paddingInline": "{space.3}" },
                      "large": { "font": "{typography.label.lg}" } },
          "states": { "hover": { "background": "{color.action.primary.hover}" },
                      "disabled": { "opacity": 0.5 } }
        },
        "complementary": { "extends": "primary", "base": { "background": "{color.action.secondary.$root}" } }
      }
    }
    """##

    static let catalog = [StyleFixture.entry, CatalogEntry(FakeButton.self)]

    @Test("the design notes' example parses for the real button style, with its warnings")
    func example() throws {
        let (library, diagnostics) = StyleLibrary.parse([(file: "Config/styles/button.json", bytes: Array(Self.button.utf8))], catalog: Self.catalog)
        let summary = diagnostics.map { "\($0.severity) \($0.rule) \($0.path)" }
        #expect(summary == [
            "warning literal-value /styles/primary/states/disabled/opacity",
        ], "\(summary)")
        let loaded = library
        #expect(loaded.components == ["button"])
        #expect(loaded.validate(against: StyleFixture.system).isEmpty)
        let hover = try #require(loaded["button"]?.resolve(.complementary, size: .small, state: .disabled, in: StyleFixture.tokens("light")))
        #expect(hover.properties.map(\.property.name) == ["background", "foreground", "font", "paddingInline", "paddingBlock", "cornerRadius", "opacity"])
        #expect(hover.property(named: "opacity")?.isLiteral == true)
    }

    @Test("files are named after components; an unknown one is an error")
    func unknownComponent() {
        let files = [(file: "styles/chip.json", bytes: Array(StyleFixture.complete.utf8)),
                     (file: "styles/buton.json", bytes: Array(Self.button.utf8))]
        let (library, diagnostics) = StyleLibrary.parse(files, catalog: Self.catalog)
        #expect(library.components == ["chip"], "the good file is kept, so its tokens can still be checked")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == .unknownComponent)
        #expect(diagnostics.first?.file == "styles/buton.json")
        #expect(diagnostics.first?.message.contains("(did you mean 'button.json'?)") == true)
    }

    @Test("a file in error is left out of the library (its error says so), with every file's diagnostics")
    func failure() {
        let files = [(file: "styles/chip.json", bytes: Array(##"{"styles": {"primary": {"base": {"backround": "{color.surface}"}}}}"##.utf8)),
                     (file: "styles/button.json", bytes: Array(Self.button.utf8))]
        let (library, diagnostics) = StyleLibrary.parse(files, catalog: Self.catalog)
        #expect(library.components == ["button"])
        #expect(diagnostics.contains { $0.severity == .error && $0.file == "styles/chip.json" })
        #expect(Set(diagnostics.map(\.file)) == ["styles/chip.json", "styles/button.json"])
        #expect(diagnostics.contains { $0.rule == .unknownStyleProperty && $0.message.contains("did you mean") })
    }

    @Test("usedModifiers joins every component's; validate checks them all")
    func joined() throws {
        let chip = try StyleFixture.document(StyleFixture.complete)
        let (button, _) = StyleDocumentParser.parse(Array(Self.button.utf8), file: "styles/button.json", component: CatalogEntry(FakeButton.self))
        let library = StyleLibrary([chip, try #require(button)])
        #expect(library.usedModifiers == chip.usedModifiers.union(button!.usedModifiers))
        #expect(library.usedModifiers.contains(LayoutModifier(.opacity, .literal(.number(0.5)))))
        #expect(library.documents.count == 2)
        #expect(library["chip"]?.component == "chip")
        #expect(library["nothing"] == nil)
        let broken = try StyleFixture.document(StyleFixture.withPrimary(##"{"base": {"background": "{space.4}"}}"##))
        #expect(StyleLibrary([broken]).validate(against: StyleFixture.system).map(\.rule) == [.tokenTypeMismatch])
    }

    @Test("the library's check, made on every core a few documents at a time, gives each document's problems in component order")
    func validateInParallel() throws {
        let chip = try StyleFixture.document(StyleFixture.withPrimary(##"{"base": {"background": "{space.4}", "foreground": "{color.nothing}"}}"##))
        let wrong = Self.button.replacing("{radius.md}", with: "{radius.none}")
            .replacing("{space.2}", with: "{color.action.primary.hover}")
        let (button, _) = StyleDocumentParser.parse(Array(wrong.utf8), file: "styles/button.json", component: CatalogEntry(FakeButton.self))
        let library = StyleLibrary([chip, try #require(button)])
        let oneAfterAnother = library.components.flatMap { library[$0]!.validate(against: StyleFixture.system) }
        #expect(oneAfterAnother.count >= 3, "\(oneAfterAnother)")
        #expect(library.validate(against: StyleFixture.system).map(\.description) == oneAfterAnother.map(\.description))
        #expect(StyleLibrary([]).validate(against: StyleFixture.system).isEmpty)
    }

    @Test("the component name of a file path", arguments: [
        ("Config/styles/button.json", "button"), ("list-section.json", "list-section"), ("a/b/text-field.json", "text-field"),
    ])
    func componentName(_ path: String, _ name: String) {
        #expect(StyleLibrary.componentName(of: path) == name)
    }
}

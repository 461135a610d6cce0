import Testing
@testable import DesignSystem
@testable import DesignTokens

/// States reach assistive technology where HTML or ARIA has a word for them, and every control
/// has an accessible name.
@Suite("Component semantics")
struct ComponentSemanticsTests {
    static func root(_ html: String) throws -> StartTag { try #require(StartTag.all(in: html).first) }

    @Test("a disabled button has disabled; no other state has it", arguments: Button.about.states)
    func buttonDisabled(state: ComponentState) throws {
        let button = try Self.root(Render.html(Button.self, FakeItem(primaryText: "Save"), TestStyling.plain(state)))
        #expect(button.name == "button" && button.value("type") == "button")
        #expect(button.has("disabled") == (state == .disabled))
        #expect(!button.has("aria-pressed"))
    }

    @Test("a button's accessible name: its label, or the secondary text for an icon alone; otherwise no button")
    func buttonName() throws {
        let labelled = StartTag.all(in: Render.html(Button.self, FakeItem(primaryText: "Save", secondaryText: "Ignored",
                                                                          image: .asset("icons/save.svg"))))
        #expect(!labelled[0].has("aria-label"))
        #expect(labelled.first { $0.classes.contains("sb-button__image") }?.value("aria-hidden") == "true", "the icon is decorative")
        let icon = try Self.root(Render.html(Button.self, FakeItem(secondaryText: "Save", image: .asset("icons/save.svg"))))
        #expect(icon.value("aria-label") == "Save")
        #expect(Render.html(Button.self, FakeItem(image: .asset("icons/save.svg"))) == "", "an icon without a name")
        #expect(Render.html(Button.self, FakeItem(secondaryText: "Save")) == "", "a name without anything to show")
        #expect(Render.html(Button.self, FakeItem()) == "")
    }

    @Test("a checkbox is checked only when selected, aria-disabled only when disabled", arguments: CheckBox.about.states)
    func checkBoxState(state: ComponentState) throws {
        let box = try Self.root(Render.html(CheckBox.self, FakeItem(primaryText: "Terms"), TestStyling.plain(state)))
        #expect(box.value("role") == "checkbox")
        #expect(box.value("aria-checked") == (state == .selected ? "true" : "false"))
        #expect(box.value("aria-disabled") == (state == .disabled ? "true" : nil))
        #expect(!box.has("tabindex"), "display only")
    }

    @Test("a toggle's aria-checked follows selected, aria-disabled follows disabled", arguments: Toggle.about.states)
    func toggleState(state: ComponentState) throws {
        let toggle = try Self.root(Render.html(Toggle.self, FakeItem(primaryText: "Wi-Fi"), TestStyling.plain(state)))
        #expect(toggle.value("role") == "switch")
        #expect(toggle.value("aria-checked") == (state == .selected ? "true" : "false"))
        #expect(toggle.value("aria-disabled") == (state == .disabled ? "true" : nil))
    }

    @Test("checkbox and toggle: named by the label, described by the hint; the hint names them without a label",
          arguments: ["checkbox", "toggle"])
    func controlNames(name: String) throws {
        let entry = try Render.entry(ComponentName(name))
        let tags = StartTag.all(in: Render.html(entry, FakeItem(primaryText: "Label", secondaryText: "Hint")))
        let label = try #require(tags.withClass("sb-\(name)__primary").first)
        let hint = try #require(tags.withClass("sb-\(name)__secondary").first)
        #expect(tags[0].value("aria-labelledby") == label.value("id"))
        #expect(tags[0].value("aria-describedby") == hint.value("id"))
        let hintOnly = StartTag.all(in: Render.html(entry, FakeItem(secondaryText: "Hint")))
        #expect(hintOnly[0].value("aria-labelledby") == hintOnly.withClass("sb-\(name)__secondary").first?.value("id"))
        #expect(!hintOnly[0].has("aria-describedby"))
        #expect(Render.html(entry, FakeItem(tertiaryText: "not shown")) == "")
    }

    @Test("the check mark is a decorative inline SVG filled with currentColor")
    func checkMark() throws {
        let tags = StartTag.all(in: Render.html(CheckBox.self, FakeItem(primaryText: "Terms")))
        let mark = try #require(tags.withClass("sb-checkbox__mark").first)
        #expect(mark.name == "svg" && mark.value("aria-hidden") == "true" && mark.value("focusable") == "false")
        #expect(tags.first { $0.name == "path" }?.value("fill") == "currentColor")
    }

    @Test("a text field: label for the field, help by aria-describedby, aria-invalid when invalid, disabled when disabled",
          arguments: TextField.about.states)
    func textField(state: ComponentState) throws {
        let tags = StartTag.all(in: Render.html(TextField.self, FakeItem.full, TestStyling.plain(state)))
        let label = try #require(tags.first { $0.name == "label" })
        let field = try #require(tags.first { $0.name == "input" })
        let help = try #require(tags.withClass("sb-text-field__tertiary").first)
        #expect(label.value("for") == field.value("id") && field.value("id") != nil)
        #expect(field.value("aria-describedby") == help.value("id") && help.value("id") != nil)
        #expect(field.value("type") == "text" && field.has("readonly"))
        #expect(field.value("value") == "Analyst" && field.value("placeholder") == "1843")
        #expect(field.value("aria-invalid") == (state == .invalid ? "true" : nil))
        #expect(field.has("disabled") == (state == .disabled))
    }

    @Test("titles are headings: a card's h3, a header's h2 after its eyebrow")
    func headings() {
        #expect(Render.html(Card.self, FakeItem(primaryText: "Title")).contains(#"<h3 class="sb-card__primary">Title</h3>"#))
        let header = Render.html(Header.self, FakeItem(primaryText: "Title", tertiaryText: "Eyebrow"))
        #expect(header.contains(#"<p class="sb-header__tertiary">Eyebrow</p><h2 class="sb-header__primary">Title</h2>"#))
    }
}

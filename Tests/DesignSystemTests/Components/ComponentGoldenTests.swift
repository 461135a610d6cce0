import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The exact HTML of one variant of each component: structure, attribute order, ids and escaping.
@Suite("Component HTML")
struct ComponentGoldenTests {
    static func plain(_ state: ComponentState = .normal, size: ComponentSize = .medium,
                      style: StyleName = .primary) -> ComponentStyling {
        TestStyling.plain(state, size: size, style: style)
    }

    @Test func label() {
        #expect(Render.html(Label.self, FakeItem(primaryText: "Ada Lovelace"), TestStyling.distinct(LabelStyle.properties, state: .disabled))
            == #"<p class="sb-label sb-font--t__font sb-foreground--t__foreground sb-background--t__background sb-padding-inline--t__paddingInline sb-padding-block--t__paddingBlock sb-corner-radius--t__cornerRadius sb-line-limit--t__lineLimit sb-alignment--leading" data-style="primary" data-size="medium" data-state="disabled">Ada Lovelace</p>"#)
    }

    @Test func badge() {
        #expect(Render.html(Badge.self, FakeItem(primaryText: "New", secondaryText: "ignored"))
            == #"<span class="sb-badge" data-style="primary" data-size="medium" data-state="normal">New</span>"#)
    }

    @Test func iconButton() {
        #expect(Render.html(Button.self, FakeItem(secondaryText: "Save", image: .asset("icons/save.svg")), Self.plain(.disabled, size: .small))
            == #"<button class="sb-button" data-style="primary" data-size="small" data-state="disabled" type="button" aria-label="Save" disabled><span class="sb-button__image sb-icon sb-icon-mask--_2fassets_2ficons_2fsave_2esvg" aria-hidden="true"></span></button>"#)
    }

    @Test func labelledButton() {
        #expect(Render.html(Button.self, FakeItem(primaryText: "Tom & Jerry", image: .asset("icons/play.svg"), imageMask: .circle), Self.plain(.pressed))
            == #"<button class="sb-button" data-style="primary" data-size="medium" data-state="pressed" type="button"><span class="sb-button__image sb-icon sb-mask-circle sb-icon-mask--_2fassets_2ficons_2fplay_2esvg" aria-hidden="true"></span><span class="sb-button__primary">Tom &amp; Jerry</span></button>"#)
    }

    @Test func remoteIconButton() {
        #expect(Render.html(Button.self, FakeItem(primaryText: "Play", image: .remote("https://example.com/play.svg")))
            == #"<button class="sb-button" data-style="primary" data-size="medium" data-state="normal" type="button"><img class="sb-button__image" src="https://example.com/play.svg" alt=""><span class="sb-button__primary">Play</span></button>"#)
    }

    @Test func checkBox() {
        #expect(Render.html(CheckBox.self, FakeItem(primaryText: "Accept the terms", secondaryText: "You can change this later"), Self.plain(.selected))
            == #"<div class="sb-checkbox" data-style="primary" data-size="medium" data-state="selected" role="checkbox" aria-checked="true" aria-labelledby="sb-checkbox-8c84f766-label" aria-describedby="sb-checkbox-8c84f766-hint"><span class="sb-checkbox__box"><svg class="sb-checkbox__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6.5 12.2 2.3 8l1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4z" fill="currentColor"></path></svg></span><span class="sb-checkbox__text"><span class="sb-checkbox__primary" id="sb-checkbox-8c84f766-label">Accept the terms</span><span class="sb-checkbox__secondary" id="sb-checkbox-8c84f766-hint">You can change this later</span></span></div>"#)
    }

    @Test func toggle() {
        #expect(Render.html(Toggle.self, FakeItem(primaryText: "Wi-Fi"), Self.plain(.disabled, size: .large, style: .dark))
            == #"<div class="sb-toggle" data-style="dark" data-size="large" data-state="disabled" role="switch" aria-checked="false" aria-labelledby="sb-toggle-b348fa72-label" aria-disabled="true"><span class="sb-toggle__track"><span class="sb-toggle__thumb"></span></span><span class="sb-toggle__text"><span class="sb-toggle__primary" id="sb-toggle-b348fa72-label">Wi-Fi</span></span></div>"#)
    }

    @Test func textField() {
        let item = FakeItem(primaryText: "Email", secondaryText: "ada@", tertiaryText: "Enter a whole address", quaternaryText: "you@example.com")
        #expect(Render.html(TextField.self, item, Self.plain(.invalid))
            == #"<div class="sb-text-field" data-style="primary" data-size="medium" data-state="invalid"><label class="sb-text-field__primary" for="sb-text-field-1ddec439-field">Email</label><input class="sb-text-field__field" id="sb-text-field-1ddec439-field" type="text" value="ada@" placeholder="you@example.com" readonly aria-describedby="sb-text-field-1ddec439-help" aria-invalid="true"><p class="sb-text-field__tertiary" id="sb-text-field-1ddec439-help">Enter a whole address</p></div>"#)
    }

    @Test func avatar() {
        #expect(Render.html(Avatar.self, FakeItem(primaryText: "Ada Lovelace", imageMask: .circle), Self.plain(.selected))
            == #"<span class="sb-avatar sb-mask-circle" data-style="primary" data-size="medium" data-state="selected" role="img" aria-label="Ada Lovelace">AL</span>"#)
    }

    @Test func row() {
        let item = FakeItem(primaryText: "Ada Lovelace", secondaryText: "Analyst", quaternaryText: "1843",
                            image: .asset("people/ada.jpg"), imageMask: .rounded(radius: 8))
        #expect(Render.html(Row.self, item)
            == #"<div class="sb-row" data-style="primary" data-size="medium" data-state="normal"><img class="sb-row__image sb-corner-radius--v93ca721844a0" src="/assets/people/ada.jpg" alt=""><div class="sb-row__text"><p class="sb-row__primary">Ada Lovelace</p><p class="sb-row__secondary">Analyst</p></div><p class="sb-row__quaternary">1843</p></div>"#)
    }

    @Test func listSection() {
        let content = ComponentContent.sections([
            ContentSection(title: "Pioneers", items: [FakeItem(primaryText: "Ada"), FakeItem(primaryText: "Grace", quaternaryText: "1906")]),
        ])
        #expect(ListSection.render(content, styling: Self.plain()).rendered()
            == #"<div class="sb-list-section" data-style="primary" data-size="medium" data-state="normal"><div class="sb-list-section__section"><h3 class="sb-list-section__header" id="sb-list-section-ab9eb516-s0-title">Pioneers</h3><ul class="sb-list-section__list" role="list" aria-labelledby="sb-list-section-ab9eb516-s0-title"><li class="sb-list-section__item"><div class="sb-list-section__row"><div class="sb-list-section__text"><p class="sb-list-section__primary">Ada</p></div></div><div class="sb-list-section__divider" aria-hidden="true"></div></li><li class="sb-list-section__item"><div class="sb-list-section__row"><div class="sb-list-section__text"><p class="sb-list-section__primary">Grace</p></div><p class="sb-list-section__quaternary">1906</p></div></li></ul></div></div>"#)
    }

    @Test func card() {
        let item = FakeItem(primaryText: "Analytical Engine", secondaryText: "1837", tertiaryText: "A general-purpose computer.",
                            quaternaryText: "5 min read", image: .remote("https://example.com/engine.jpg"))
        #expect(Render.html(Card.self, item, Self.plain(.hover))
            == #"<article class="sb-card" data-style="primary" data-size="medium" data-state="hover"><img class="sb-card__image" src="https://example.com/engine.jpg" alt=""><div class="sb-card__body"><h3 class="sb-card__primary">Analytical Engine</h3><p class="sb-card__secondary">1837</p><p class="sb-card__tertiary">A general-purpose computer.</p><footer class="sb-card__quaternary">5 min read</footer></div></article>"#)
    }

    @Test func header() {
        #expect(Render.html(Header.self, FakeItem(primaryText: "Components", secondaryText: "Every building block", tertiaryText: "Guide"))
            == #"<div class="sb-header" data-style="primary" data-size="medium" data-state="normal"><div class="sb-header__text"><p class="sb-header__tertiary">Guide</p><h2 class="sb-header__primary">Components</h2><p class="sb-header__secondary">Every building block</p></div></div>"#)
    }
}

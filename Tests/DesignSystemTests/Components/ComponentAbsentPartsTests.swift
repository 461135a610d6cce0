import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Parts without content (nil, empty or blank) leave no element behind.
@Suite("Absent parts")
struct ComponentAbsentPartsTests {
    static let names = ComponentCatalog.builtIn.map(\.about.name.rawValue)
    static let onlyPrimary = FakeItem(primaryText: "Ada")
    static let blanks = FakeItem(primaryText: "Ada", secondaryText: "   ", tertiaryText: "", quaternaryText: "\n\t")

    @Test("with only primary text: no image, no other text part, no empty text element",
          arguments: names, [onlyPrimary, blanks])
    func onlyPrimaryText(name: String, item: FakeItem) throws {
        let html = Render.html(try Render.entry(ComponentName(name)), item)
        let tags = StartTag.all(in: html)
        #expect(!html.isEmpty)
        #expect(!tags.contains { $0.name == "img" }, "\(html)")
        for part in ["image", "secondary", "tertiary", "quaternary"] {
            #expect(tags.withClass("sb-\(name)__\(part)").isEmpty, "\(name) has \(part): \(html)")
        }
        #expect(!html.contains("\"></p>") && !html.contains("\"></h2>") && !html.contains("\"></h3>")
                && !html.contains("\"></footer>") && !html.contains("\"></label>"), "\(html)")
        #expect(html.contains("Ada"))
        #expect(!tags.contains { $0.has("aria-describedby") || $0.has("value") || $0.has("placeholder") }, "\(html)")
    }

    @Test("with nothing to show, content components render nothing", arguments: [
        "row", "label", "badge", "button", "checkbox", "toggle", "card", "header", "list-section",
    ])
    func nothingToShow(name: String) throws {
        let entry = try Render.entry(ComponentName(name))
        #expect(Render.html(entry, FakeItem()) == "")
        #expect(Render.html(entry, FakeItem(primaryText: " ", secondaryText: "", tertiaryText: "\t", quaternaryText: "  ")) == "")
        #expect(entry.render(.sections([]), TestStyling.plain()).rendered() == "")
    }

    @Test("with only an image, the image and no text elements")
    func onlyImage() {
        let item = FakeItem(image: .remote("https://example.com/a.png"))
        #expect(Render.html(Row.self, item) == #"<div class="sb-row" data-style="primary" data-size="medium" data-state="normal"><img class="sb-row__image" src="https://example.com/a.png" alt=""></div>"#)
        #expect(Render.html(Card.self, item) == #"<article class="sb-card" data-style="primary" data-size="medium" data-state="normal"><img class="sb-card__image" src="https://example.com/a.png" alt=""></article>"#)
        #expect(Render.html(Header.self, item) == #"<div class="sb-header" data-style="primary" data-size="medium" data-state="normal"><img class="sb-header__image" src="https://example.com/a.png" alt=""></div>"#)
        #expect(Render.html(Avatar.self, item) == #"<span class="sb-avatar" data-style="primary" data-size="medium" data-state="normal"><img class="sb-avatar__image" src="https://example.com/a.png" alt=""></span>"#)
    }

    @Test("a card or header without text has no body or text column; a row without the column's texts has no column")
    func noEmptyContainers() {
        let trailingOnly = FakeItem(quaternaryText: "1843")
        #expect(!Render.html(Row.self, trailingOnly).contains("sb-row__text"))
        #expect(Render.html(Card.self, trailingOnly).contains("sb-card__body"))
        #expect(!Render.html(Card.self, FakeItem(image: .asset("a.png"))).contains("sb-card__body"))
        #expect(!Render.html(Header.self, FakeItem(image: .asset("a.png"))).contains("sb-header__text"))
    }

    @Test("a text field with no text is still a field: no label, value, placeholder or help")
    func bareTextField() {
        let html = Render.html(TextField.self, FakeItem())
        #expect(html == #"<div class="sb-text-field" data-style="primary" data-size="medium" data-state="normal"><input class="sb-text-field__field" id="sb-text-field-00aea887-field" type="text" readonly></div>"#)
    }

    @Test("an avatar with nothing to show is an empty, hidden placeholder")
    func avatarPlaceholder() {
        #expect(Render.html(Avatar.self, FakeItem(primaryText: "  ")) == #"<span class="sb-avatar" data-style="primary" data-size="medium" data-state="normal" aria-hidden="true"></span>"#)
    }
}

import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Text that looks like markup comes out escaped, in element content and in attribute values.
@Suite("Hostile text")
struct ComponentHostileTextTests {
    /// Each hostile text and how the renderer must write it.
    static let cases: [(text: String, escaped: String)] = [
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        (#""quoted""#, "&quot;quoted&quot;"),
        ("it's", "it&#39;s"),
        ("Tom & Jerry", "Tom &amp; Jerry"),
    ]
    static let names = ComponentCatalog.builtIn.map(\.about.name.rawValue)

    /// An item with `text` in every text part, and an image.
    static func item(_ text: String, image: Bool = true) -> FakeItem {
        FakeItem(primaryText: text, secondaryText: text, tertiaryText: text, quaternaryText: text,
                 image: image ? .asset("images/a.png") : nil, imageMask: .circle)
    }

    @Test("text in every part is escaped in every component", arguments: names, 0..<4)
    func escapedEverywhere(name: String, index: Int) throws {
        let (text, escaped) = Self.cases[index]
        let entry = try Render.entry(ComponentName(name))
        let content: ComponentContent = entry.about.showsSections
            ? .sections([ContentSection(title: text, items: [Self.item(text), Self.item(text)])])
            : .item(Self.item(text))
        for state in entry.about.states {
            let html = entry.render(content, TestStyling.plain(state)).rendered()
            #expect(html.contains(escaped), "\(name): \(html)")
            #expect(!html.contains(text), "\(name) leaks raw text: \(html)")
            #expect(!StartTag.all(in: html).contains { $0.name == "script" })
        }
    }

    @Test("text in attributes is escaped: avatar alt and aria-label, button aria-label, field value and placeholder",
          arguments: 0..<4)
    func escapedInAttributes(index: Int) throws {
        let (text, escaped) = Self.cases[index]
        let picture = Render.html(Avatar.self, Self.item(text))
        #expect(picture.contains(#"alt="\#(escaped)""#), "\(picture)")
        let initials = Render.html(Avatar.self, Self.item(text, image: false))
        #expect(initials.contains(#"aria-label="\#(escaped)""#), "\(initials)")
        let icon = Render.html(Button.self, FakeItem(secondaryText: text, image: .asset("icons/save.svg")))
        #expect(icon.contains(#"aria-label="\#(escaped)""#), "\(icon)")
        let field = Render.html(TextField.self, Self.item(text))
        #expect(field.contains(#"value="\#(escaped)""#) && field.contains(#"placeholder="\#(escaped)""#), "\(field)")
        for html in [picture, initials, icon, field] {
            let tags = StartTag.all(in: html)
            #expect(tags.allSatisfy { ["span", "img", "button", "div", "label", "input", "p"].contains($0.name) }, "\(tags)")
        }
    }

    @Test("an image address is an attribute like any other: escaped, never a way out of src")
    func imageAddressEscaped() {
        let html = Render.html(Row.self, FakeItem(image: .remote(#"https://example.com/a.png"onerror="alert(1)"#)))
        #expect(html.contains(#"src="https://example.com/a.png&quot;onerror=&quot;alert(1)""#))
        #expect(!StartTag.all(in: html).contains { $0.has("onerror") })
    }
}

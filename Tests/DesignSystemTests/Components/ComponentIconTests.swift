import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Icons follow the component's foreground: an icon part draws its image as a CSS mask filled
/// with `currentColor` (a span with a generated class, no `img`); a picture keeps its colours.
@Suite("Icons in the foreground colour")
struct ComponentIconTests {
    /// Every built-in component that shows an item's image, and whether it draws it as an icon.
    static let imageRoles: [(component: String, icon: Bool)] = [
        ("button", true), ("avatar", false), ("row", false), ("list-section", false), ("card", false), ("header", false),
    ]

    /// The class of the check icon's mask.
    static let checkMask = "sb-icon-mask--_2fassets_2fimages_2ficons_2fcheck_2esvg"

    @Test("an image of the Public folder: an icon is a masked span with its generated class and no img; a picture stays an img",
          arguments: imageRoles)
    func iconOrPicture(component: String, icon: Bool) throws {
        let entry = try Render.entry(ComponentName(component))
        let html = Render.html(entry, FakeItem(primaryText: "Ada", image: .asset("images/icons/check.svg")))
        let tags = StartTag.all(in: html)
        let image = try #require(tags.first { $0.classes.contains("sb-\(component)__image") }, "\(html)")
        if icon {
            #expect(image.name == "span")
            #expect(image.classes.contains(ImageSource.iconClass) && image.classes.contains(Self.checkMask))
            #expect(image.value("aria-hidden") == "true" && !image.has("src") && !image.has("style"))
            #expect(!tags.contains { $0.name == "img" }, "\(html)")
        } else {
            #expect(image.name == "img" && image.value("src") == "/assets/images/icons/check.svg")
            #expect(!html.contains("sb-icon"), "\(html)")
        }
    }

    @Test("an https: icon stays an img: another origin's mask is drawn only with CORS")
    func remoteIcon() throws {
        let tags = StartTag.all(in: Render.html(Button.self, FakeItem(primaryText: "Go", image: .remote("https://example.com/go.svg"))))
        let image = try #require(tags.first { $0.classes.contains("sb-button__image") })
        #expect(image.name == "img" && image.value("src") == "https://example.com/go.svg" && image.value("alt") == "")
        #expect(ImageSource.remote("https://example.com/go.svg").iconMask == nil)
    }

    @Test("the icon keeps its style's modifiers (its size) and the item's mask, and gains its mask class")
    func iconModifiers() throws {
        let styling = TestStyling.distinct(ButtonStyle.properties)
        let html = Render.html(Button.self, FakeItem(primaryText: "Save", image: .asset("images/icons/check.svg"), imageMask: .circle), styling)
        let icon = try #require(StartTag.all(in: html).first { $0.classes.contains("sb-button__image") })
        #expect(icon.classes == ["sb-button__image", ImageSource.iconClass, ImageMask.circleClass, "sb-size--t__iconSize", Self.checkMask])
    }

    @Test("an icon's mask modifier: its address, percent-encoded, spelled out in the class", arguments: [
        ("images/icons/check.svg", "/assets/images/icons/check.svg", "sb-icon-mask--_2fassets_2fimages_2ficons_2fcheck_2esvg"),
        ("icons/a b.svg", "/assets/icons/a%20b.svg", "sb-icon-mask--_2fassets_2ficons_2fa_2520b_2esvg"),
        ("icons/é.svg", "/assets/icons/%C3%A9.svg", "sb-icon-mask--_2fassets_2ficons_2f_25C3_25A9_2esvg"),
    ])
    func maskModifier(path: String, address: String, className: String) throws {
        let modifier = try #require(ImageSource.asset(path).iconMask)
        #expect(modifier == LayoutModifier(.iconMask, .image(address)))
        #expect(modifier.className == className)
    }

    @Test("an icon with a text alternative is role=img named by it; without one it is hidden", arguments: [
        ("", nil, nil, "true") as (String, String?, String?, String?), ("Saved", "img", "Saved", nil),
    ])
    func iconName(alt: String, role: String?, label: String?, hidden: String?) throws {
        let markup = ComponentMarkup(name: "button", styling: TestStyling.plain())
        let node = try #require(markup.icon(of: FakeItem(image: .asset("i.svg")), alt: alt))
        let tag = try #require(StartTag.all(in: node.rendered()).first)
        #expect(tag.value("role") == role && tag.value("aria-label") == label && tag.value("aria-hidden") == hidden)
    }
}

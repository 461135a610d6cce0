import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Image masks: circle is a structural class, rounded uses the style's radius or the item's own,
/// none has no rounding.
@Suite("Image masks")
struct ComponentImageMaskTests {
    static let styleRadius = LayoutModifier(.cornerRadius, .token(TokenPath(["radius", "image"])))
    static let size = LayoutModifier(.size, .token(TokenPath(["size", "image"])))
    static let eight = LayoutModifier(.cornerRadius, .literal(.dimension(DimensionValue(value: 8, unit: "px"))))

    static func styling(_ part: ComponentPart) -> ComponentStyling {
        ComponentStyling(style: .primary, size: .medium, state: .normal, modifiers: [part: [size, styleRadius]])
    }

    /// The classes of the masked element: a row's image, or an avatar's root.
    static func classes(_ mask: ImageMask, avatar: Bool = false) -> [String] {
        let item = FakeItem(primaryText: "Ada", image: .asset("a.png"), imageMask: mask)
        let html = avatar ? Render.html(Avatar.self, item, styling(.root)) : Render.html(Row.self, item, styling(.image))
        let tags = StartTag.all(in: html)
        return (avatar ? tags.first : tags.first { $0.name == "img" })?.classes ?? []
    }

    @Test("circle: the circle class, the style's radius dropped", arguments: [false, true])
    func circle(avatar: Bool) {
        let classes = Self.classes(.circle, avatar: avatar)
        #expect(classes.contains("sb-mask-circle"))
        #expect(!classes.contains(Self.styleRadius.className!))
        #expect(classes.contains(Self.size.className!))
    }

    @Test("rounded(8): a literal 8px corner radius replaces the style's", arguments: [false, true])
    func roundedWithRadius(avatar: Bool) {
        let classes = Self.classes(.rounded(radius: 8), avatar: avatar)
        #expect(classes.contains(Self.eight.className!))
        #expect(!classes.contains(Self.styleRadius.className!) && !classes.contains("sb-mask-circle"))
        #expect(classes.contains(Self.size.className!))
    }

    @Test("rounded(nil): the style's image radius", arguments: [false, true])
    func roundedByStyle(avatar: Bool) {
        let classes = Self.classes(.rounded(radius: nil), avatar: avatar)
        #expect(classes.contains(Self.styleRadius.className!) && !classes.contains("sb-mask-circle"))
    }

    @Test("none: no rounding at all", arguments: [false, true])
    func none(avatar: Bool) {
        let classes = Self.classes(.none, avatar: avatar)
        #expect(!classes.contains { $0.hasPrefix("sb-corner-radius--") || $0 == "sb-mask-circle" })
        #expect(classes.contains(Self.size.className!))
    }

    @Test("the literal radius modifier, and the style's radius for a radius CSS should not get")
    func radiusModifier() {
        #expect(ImageMask.rounded(radius: 8).radiusModifier == Self.eight)
        #expect(ImageMask.rounded(radius: 0).radiusModifier != nil)
        for mask in [ImageMask.rounded(radius: -2), .rounded(radius: .nan), .rounded(radius: .infinity), .rounded(radius: nil), .none, .circle] {
            #expect(mask.radiusModifier == nil)
        }
        #expect(ImageMask.rounded(radius: -2).applied(to: [Self.size, Self.styleRadius]) == [Self.size, Self.styleRadius])
        #expect(ImageMask.rounded(radius: 8).applied(to: [Self.styleRadius, Self.size]) == [Self.size, Self.eight])
    }

    @Test("a masked image in every component that shows one: a picture's img, a button's icon", arguments: [
        ("row", false), ("card", false), ("header", false), ("list-section", false), ("button", true),
    ])
    func everyImageIsMasked(name: String, icon: Bool) throws {
        let entry = try Render.entry(ComponentName(name))
        let item = FakeItem(primaryText: "Ada", image: .asset("a.png"), imageMask: .circle)
        let image = StartTag.all(in: Render.html(entry, item)).first { $0.classes.contains("sb-\(name)__image") }
        let iconMask = try #require(ImageSource.asset("a.png").iconMask?.className)
        #expect(image?.name == (icon ? "span" : "img"))
        #expect(image?.classes == (icon ? ["sb-\(name)__image", ImageSource.iconClass, "sb-mask-circle", iconMask]
                                        : ["sb-\(name)__image", "sb-mask-circle"]))
    }
}

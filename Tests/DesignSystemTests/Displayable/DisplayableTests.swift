import Testing
@testable import DesignSystem
@testable import DesignTokens

/// A type that states nothing: every part comes from the protocol's defaults.
private struct Blank: Displayable {}

/// A type with only a title.
private struct Titled: Displayable {
    var primaryText: String?
}

/// A type with every part, all settable.
private struct Full: Displayable {
    var primaryText: String?
    var secondaryText: String?
    var tertiaryText: String?
    var quaternaryText: String?
    var image: ImageSource?
    var imageMask: ImageMask = .circle
}

@Suite("Displayable")
struct DisplayableTests {
    @Test("every part defaults to nothing")
    func defaults() {
        let blank = Blank()
        #expect(blank.primaryText == nil)
        #expect(blank.secondaryText == nil)
        #expect(blank.tertiaryText == nil)
        #expect(blank.quaternaryText == nil)
        #expect(blank.image == nil)
        #expect(blank.imageMask == .none)
        for part in DisplayPart.allCases {
            #expect(!blank.hasContent(part), "\(part)")
            #expect(blank.text(of: part) == nil, "\(part)")
        }
    }

    @Test("a type states only what it has")
    func partial() {
        let titled = Titled(primaryText: "Ada")
        #expect(titled.text(of: .primaryText) == "Ada")
        #expect(titled.hasContent(.primaryText))
        #expect(DisplayPart.allCases.filter(titled.hasContent) == [.primaryText])
        #expect(titled.imageMask == .none)
    }

    @Test("text(of:) treats nil, empty and blank text as no content", arguments: [
        (nil, nil), ("", nil), (" ", nil), ("   ", nil), ("\t\n", nil), ("\u{00A0}", nil), ("\u{2003}\u{3000}", nil),
        ("a", "a"), (" a ", " a "), ("0", "0"), ("·", "·"), ("\u{200B}", "\u{200B}"),
    ] as [(String?, String?)])
    func textContent(_ written: String?, _ expected: String?) {
        let full = Full(primaryText: written, secondaryText: written, tertiaryText: written, quaternaryText: written)
        for part in [DisplayPart.primaryText, .secondaryText, .tertiaryText, .quaternaryText] {
            #expect(full.text(of: part) == expected, "\(part)")
            #expect(full.hasContent(part) == (expected != nil), "\(part)")
        }
    }

    @Test("each text part reads its own property")
    func partsAreDistinct() {
        let full = Full(primaryText: "1", secondaryText: "2", tertiaryText: "3", quaternaryText: "4")
        #expect(DisplayPart.allCases.map(full.text(of:)) == ["1", "2", "3", "4", nil])
    }

    @Test("the image part has content when there is an image, and no text")
    func image() {
        let full = Full(image: .asset("a.png"))
        #expect(full.hasContent(.image))
        #expect(full.text(of: .image) == nil)
        #expect(!Full().hasContent(.image))
        #expect(full.imageMask == .circle)
    }

    @Test("part names are the property names sample files and the API use")
    func partNames() {
        #expect(DisplayPart.allCases.map(\.rawValue) == ["primaryText", "secondaryText", "tertiaryText", "quaternaryText", "image"])
    }

    @Test("a sample item is Displayable and shows something only with content", arguments: [
        (SampleItem(), false), (SampleItem(primaryText: " "), false), (SampleItem(imageMask: .circle), false),
        (SampleItem(quaternaryText: "q"), true), (SampleItem(image: .remote("https://x.example/a.png")), true),
    ])
    func sampleItem(_ item: SampleItem, _ showsAnything: Bool) {
        #expect(item.showsAnything == showsAnything)
        let displayable: any Displayable = item
        #expect(DisplayPart.allCases.contains(where: displayable.hasContent) == showsAnything)
    }

    @Test("a sample item's image reference defaults to the image's path or URL")
    func imageReference() {
        #expect(SampleItem(image: .asset("images/a.png")).imageReference == "images/a.png")
        #expect(SampleItem(image: .remote("https://x.example/a.png")).imageReference == "https://x.example/a.png")
        #expect(SampleItem(image: .asset("a.png"), imageReference: "/assets/a.png").imageReference == "/assets/a.png")
        #expect(SampleItem().imageReference == nil)
    }
}

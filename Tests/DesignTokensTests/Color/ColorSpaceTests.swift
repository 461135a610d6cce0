import Testing
@testable import DesignTokens

@Suite("ColorSpace: the 14 DTCG identifiers and their components")
struct ColorSpaceTests {
    static let identifiers: [(String, ColorSpace)] = [
        ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("hsl", .hsl), ("hwb", .hwb), ("lab", .lab),
        ("lch", .lch), ("oklab", .oklab), ("oklch", .oklch), ("display-p3", .displayP3),
        ("a98-rgb", .a98RGB), ("prophoto-rgb", .prophotoRGB), ("rec2020", .rec2020),
        ("xyz-d65", .xyzD65), ("xyz-d50", .xyzD50),
    ]

    @Test func allListsTheFourteenSpacesInSpecOrder() {
        #expect(ColorSpace.all == Self.identifiers.map(\.1))
        #expect(ColorSpace.all.map(\.rawValue) == Self.identifiers.map(\.0))
    }

    @Test(arguments: identifiers)
    func identifierRoundTrips(_ identifier: String, _ space: ColorSpace) {
        #expect(ColorSpace(identifier) == space)
        #expect(space.rawValue == identifier)
        #expect(space.description == identifier)
    }

    @Test(arguments: ["SRGB", "Display-P3", "xyz", "rec-2020", "rec2100", " srgb", "srgb ", "", "hsv", "display_p3"])
    func unknownOrMiscasedIdentifiersAreRejected(_ identifier: String) {
        #expect(ColorSpace(identifier) == nil)
    }

    @Test(arguments: ColorSpace.all)
    func everySpaceHasThreeNamedComponentsWithRanges(_ space: ColorSpace) {
        #expect(space.componentNames.count == 3)
        #expect(space.componentRanges.count == 3)
        let hueNames = space.componentNames.indices.filter { space.componentNames[$0] == "hue" }
        let hueRanges = space.componentRanges.indices.filter { space.componentRanges[$0].isHue }
        #expect(hueNames == hueRanges)
        #expect(hueRanges == (space.hueIndex.map { [$0] } ?? []))
    }

    @Test func rangesFollowTheColorModule() {
        let hue = ComponentRange(lower: 0, upper: 360, upperIsExclusive: true, isHue: true)
        let unit = ComponentRange(lower: 0, upper: 1)
        let percent = ComponentRange(lower: 0, upper: 100)
        let unbounded = ComponentRange(lower: nil, upper: nil)
        let chroma = ComponentRange(lower: 0, upper: nil)
        #expect(ColorSpace.srgb.componentRanges == [unit, unit, unit])
        #expect(ColorSpace.hsl.componentRanges == [hue, percent, percent])
        #expect(ColorSpace.hwb.componentNames == ["hue", "whiteness", "blackness"])
        #expect(ColorSpace.lab.componentRanges == [percent, unbounded, unbounded])
        #expect(ColorSpace.lch.componentRanges == [percent, chroma, hue])
        #expect(ColorSpace.oklab.componentRanges == [unit, unbounded, unbounded])
        #expect(ColorSpace.oklch.componentRanges == [unit, chroma, hue])
        #expect(ColorSpace.xyzD65.componentRanges == [unit, unit, unit])
        #expect(ColorSpace.xyzD50.componentNames == ["x", "y", "z"])
    }

    @Test func rangeMembership() {
        let hue = ColorSpace.oklch.componentRanges[2]
        #expect(hue.contains(0))
        #expect(hue.contains(359.999))
        #expect(!hue.contains(360))
        #expect(!hue.contains(-0.5))
        let unit = ColorSpace.srgb.componentRanges[0]
        #expect(unit.contains(1))
        #expect(!unit.contains(1.0001))
        #expect(!unit.contains(.nan))
        #expect(ColorSpace.lab.componentRanges[1].contains(-500))
        #expect(!ColorSpace.lab.componentRanges[1].contains(.infinity))
        #expect(ColorSpace.lch.componentRanges[1].contains(230))
        #expect(!ColorSpace.lch.componentRanges[1].contains(-1))
        // The XYZ caveat: the spec's [0, 1] excludes D65 white's Z of 1.089.
        #expect(!ColorSpace.xyzD65.componentRanges[2].contains(1.0890578))
    }

    @Test func componentsReadNoneAsZero() {
        #expect(ColorComponent.none.numericValue == 0)
        #expect(ColorComponent.number(-2.5).numericValue == -2.5)
        let value = ColorValue(colorSpace: .hsl, components: [.none, .number(0), .number(100)])
        #expect(value.alpha == 1)
        #expect(value.hex == nil)
        #expect(value.numericComponents == SIMD3(0, 0, 100))
    }
}

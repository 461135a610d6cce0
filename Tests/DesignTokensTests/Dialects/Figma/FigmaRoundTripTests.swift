@testable import DesignTokens
import Testing

/// `tokens --format figma` read back: every context of the bundled Config (and of the fixture)
/// written as one collection of modes, then loaded as Figma variables, gives each token the value
/// it had, as Figma holds it.
@Suite("Figma variables: the export read back")
struct FigmaRoundTripTests {
    @Test("the bundled Config's theme=* export reads back with every value of every context")
    func bundledConfig() throws {
        let variants = try BundledTokens.variants()
        let compared = try Self.expectReadsBack(variants)
        #expect(compared > 200, "only \(compared) values compared")
    }

    @Test("the fixture, loaded and exported with Theme=*, reads back with every value of both modes")
    func fixture() throws {
        let (system, diagnostics) = FigmaTesting.load(try FigmaTesting.fixture("variables-local.json"))
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        let variants = try #require(ContextVariants.of("Theme", in: loaded, around: Permutation(["Theme": "Light"])))
        let compared = try Self.expectReadsBack(variants)
        #expect(compared == 2 * 18, "\(compared) values compared")
    }

    /// Exports `variants` as a Figma body, reads it back, and compares every token Figma can hold
    /// in every context; returns how many values were compared.
    ///
    /// The values compared are what Figma holds (``FigmaValue``): rem as px, a family list's first
    /// name, a colour as the sRGB of its gamut mapping to 6 decimals, the precision the body is
    /// written with. Colours are also compared with the original to within 5 × 10⁻⁷ a channel (half
    /// the last decimal written), types one for one.
    static func expectReadsBack(_ variants: ContextVariants) throws -> Int {
        let body = try TokenExport.render(variants, as: .figma)
        let (system, diagnostics) = FigmaTesting.load(body)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        let modifier = try #require(loaded.modifiers.first)
        #expect(modifier.contextNames == variants.variants.map(\.context))
        var compared = 0
        for (index, variant) in variants.variants.enumerated() {
            guard case .success(let set) = loaded.tokens(for: [modifier.name: variant.context]) else {
                Issue.record("no tokens for \(variant.context)")
                continue
            }
            for token in variants.tokens(at: index) {
                guard let written = FigmaValue(token.value, scope: nil) else { continue }
                let segments = FigmaExport.variableName(token.path).split(separator: "/").map(String.init)
                let read = set[TokenPath(segments)] ?? set[TokenPath(segments + [TokenName.root])]
                guard let read else {
                    Issue.record("\(token.path) in \(variant.context) was not read back")
                    continue
                }
                let again = FigmaValue(read.value, scope: nil)
                #expect(again?.type == written.type && again?.value == written.value,
                        "\(token.path) in \(variant.context): \(token.value) written as \(written.value), read back as \(read.value)")
                if [.color, .dimension, .number, .fontWeight, .fontFamily].contains(token.type) {
                    #expect(read.type == token.type, "\(token.path) in \(variant.context): \(token.type) read back as \(read.type)")
                }
                if case .color(let original) = token.value, case .color(let back) = read.value {
                    let mapped = original.mappedToSRGBGamut()
                    let components = back.numericComponents
                    let channels = zip([mapped.red, mapped.green, mapped.blue, original.alpha],
                                       [components[0], components[1], components[2], back.alpha])
                    #expect(channels.allSatisfy { abs(min(max($0.0, 0), 1) - $0.1) <= 5e-7 + 1e-12 }, "\(token.path): \(original) → \(back)")
                }
                compared += 1
            }
        }
        return compared
    }
}

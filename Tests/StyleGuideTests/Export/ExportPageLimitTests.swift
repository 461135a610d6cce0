import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// The cap on an export's pages (`exportPages` in `limits`): a Config of few tokens and many
/// permutations is exported under it, refused over it before anything is rendered (or, when only
/// the pages found by following links pass it, as soon as they do), with nothing written.
@Suite(.serialized, .integration) struct ExportPageLimitTests {
    static func seeds(_ config: TemporaryConfig, previews: ExportPreviews) throws -> ExportSeeds {
        ExportSeeds(snapshot: try SnapshotLoader.load(configDirectory: config.directory, publicFolder: .absent).get(), publicDirectory: nil,
                    previews: previews)
    }

    @Test(arguments: [(0, 1, ExportPreviews.all), (1, 4, .all), (2, 3, .all), (2, 3, .linked)])
    func theCensusCountsTheStartingPagesWithoutMakingThem(_ example: (modifiers: Int, contexts: Int, previews: ExportPreviews)) throws {
        let config = try PermutationConfig.make(modifiers: example.modifiers, contexts: example.contexts)
        defer { config.remove() }
        let seeds = try Self.seeds(config, previews: example.previews)
        let census = seeds.census
        #expect(census.total == seeds.links().count)
        // theme: auto, light, dark; each axis its contexts.
        #expect(census.guideCopies == 3 * Int(pow(Double(example.contexts), Double(example.modifiers))))
        #expect(census.permutations == 2 * Int(pow(Double(example.contexts), Double(example.modifiers))))
        #expect(census.modifiers.map(\.name) == ["theme"] + (0..<example.modifiers).map { "axis\($0)" })
        #expect((census.previews > 0) == (example.previews == .all))
    }

    @Test func productsTooLargeForAnIntAreCountedAsTheLargestInt() {
        #expect(ExportCensus.product([3, 5, 5]) == 75)
        #expect(ExportCensus.product([Int.max / 2, 3]) == Int.max)
        #expect(ExportCensus.sum([Int.max, 1]) == Int.max)
    }

    @Test func aConfigOfManyPermutationsIsExportedUnderTheCapAndRefusedOverIt() throws {
        let config = try PermutationConfig.make(modifiers: 1, contexts: 3)
        defer { config.remove() }
        let census = try Self.seeds(config, previews: .all).census
        let parent = WrittenExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // Under the cap: every page the Config makes.
        let whole = try WrittenExport(config: config.directory, previews: .all, into: parent + "/whole")
        let pages = whole.site.fileCount + whole.site.skipped.count + whole.site.brokenLinks.count
        // Android resources hold a light/dark pair only: its every-context answer is skipped, named with the reason.
        #expect(whole.site.skipped.contains { $0.contains("format=android") && $0.contains("(") }, "\(whole.site.skipped)")
        #expect(whole.files.count > census.total, "links lead to more pages than the export starts from")
        try config.write(#"{"name": "Many", "limits": {"exportPages": \#(pages)}}"#)
        _ = try WrittenExport(config: config.directory, previews: .all, into: parent + "/capped")

        // Over the cap before rendering: the starting pages alone pass it.
        try config.write(#"{"name": "Many", "limits": {"exportPages": \#(census.total - 1)}}"#)
        let before = try #require(throws: ExportError.self) {
            try WrittenExport(config: config.directory, previews: .all, into: parent + "/refused")
        }
        #expect(before.code == .tooManyPages)
        for part in ["\(config.directory): the export would hold \(census.total) pages",
                     "\(census.previews) previews (\(census.previewVariants) of style × size × state × sample, in each of the 9 choices of the modifiers)",
                     "in each of 9 copies of the guide, one per choice of theme × axis0 (3 × 3)", "6 permutations",
                     #"the limit is \#(census.total - 1) pages ("limits": {"exportPages": …} in swatchbook.json)"#, "--previews linked"] {
            #expect(before.message.contains(part), "\(before.message)")
        }
        // Over the cap while following links: refused as soon as the pages found pass it.
        try config.write(#"{"name": "Many", "limits": {"exportPages": \#(census.total + 1)}}"#)
        let during = try #require(throws: ExportError.self) {
            try WrittenExport(config: config.directory, previews: .all, into: parent + "/refused")
        }
        #expect(during.message.contains("following links, the export found more than \(census.total + 1) pages"), "\(during.message)")
        // Nothing was written: no folder, no staging folder beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted() == ["capped", "whole"])
    }

    @Test(arguments: [("0", false), ("1", true), ("10000000", true), ("10000001", false), ("\"many\"", false)])
    func theCapIsASettingWithARange(_ example: (value: String, valid: Bool)) {
        let parsed = Settings.parse(Array(#"{"limits": {"exportPages": \#(example.value)}}"#.utf8), file: "swatchbook.json")
        switch parsed {
        case .success(let settings): #expect(example.valid && settings.exportPages == Int(example.value))
        case .failure(let problems): #expect(!example.valid && "\(problems)".contains("exportPages"), "\(problems)")
        }
        if case .success(let settings) = Settings.parse(Array("{}".utf8), file: "swatchbook.json") {
            #expect(settings.exportPages == StaticExport.defaultPageLimit)
        }
    }
}

import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Which components a diff touches (``ReleaseReview``), without a server: the bundled release,
/// and a small Config whose styles reach a changed token only through an alias.
@Suite("The components a release's changes touch", .integration)
struct ReleaseReviewTests {
    /// A Config whose `label` binds `color.action` (an alias of `color.accent`, which changed since
    /// 1.0.0) and whose `badge` binds `color.text`, changed in the dark theme only.
    static func aliasConfig() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Review", "releases": [{"version": "1.0.0", "tokens": "releases/1.0.0.json"}]}"#)
        func colour(_ red: Double) -> String { #"{"$value": {"colorSpace": "srgb", "components": [\#(red), 0.3, 0.5]}}"# }
        let ink = #""ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}, "#
            + #""paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}"#
        try config.writeFile("tokens/core.tokens.json",
                             #"{"color": {"$type": "color", \#(ink), "accent": \#(colour(0.2)), "action": {"$value": "{color.accent}"}}}"#)
        try FileManager.default.createDirectory(atPath: config.directory + "/releases", withIntermediateDirectories: true)
        try config.writeFile("releases/1.0.0.json", #"{"color": {"$type": "color", \#(ink), "text": {"$value": "{color.ink}"}, "#
            + #""accent": \#(colour(0.9)), "action": {"$value": "{color.accent}"}}}"#)
        try FileManager.default.createDirectory(atPath: config.directory + "/styles", withIntermediateDirectories: true)
        try config.writeFile("styles/label.json", #"{"styles": {"primary": {"base": {"foreground": "{color.action}"}}}}"#)
        try config.writeFile("styles/badge.json",
                             #"{"styles": {"primary": {"base": {"foreground": "{color.text}", "background": "{color.paper}"}}}}"#)
        return config
    }

    /// The review of release 1.0.0 against the current tokens of the Config at `directory`, and its diff.
    static func review(_ directory: String, publicFolder: PublicFolder = .absent) throws -> (ReleaseReview, TokenDiff) {
        let snapshot = try SnapshotLoader.load(configDirectory: directory, publicFolder: publicFolder, strictness: .strict).get()
        let key = ReleaseLibrary.DiffKey(from: "1.0.0", to: SemanticVersion.current)
        return (try snapshot.releasePreviews.review(key), try snapshot.releases.pages(key).diff)
    }

    /// `component in theme` for each pair, in order.
    static func pairs(_ review: ReleaseReview, _ diff: TokenDiff) -> [String] {
        review.pairs.map { "\($0.component) in \(diff.contexts[$0.context].context.contexts["theme"] ?? "?")" }
    }

    @Test("through an alias: the component binding the alias is touched, and lists the alias and the token it leads to")
    func alias() throws {
        let config = try Self.aliasConfig()
        defer { config.remove() }
        let (review, diff) = try Self.review(config.directory)
        #expect(Set(Self.pairs(review, diff)) == ["label in light", "label in dark", "badge in dark"])
        for pair in review.pairs where pair.component == "label" {
            #expect(pair.tokens.map(\.description) == ["color.accent", "color.action"])
            #expect(pair.use == StyleUses.Use(style: .primary, size: .medium, state: .normal))
            #expect(review.reach[pair.context]?[TokenPath(dotted: "color.accent")!] == ["label"], "the aliased token reaches the component")
        }
        let badge = try #require(review.pairs.first { $0.component == "badge" })
        #expect(badge.tokens.map(\.description) == ["color.text"])
        #expect(review.reach[badge.context]?[TokenPath(dotted: "color.text")!] == ["badge"])
        let runs = review.pairs.map(\.component).enumerated().filter { $0.offset == 0 || review.pairs[$0.offset - 1].component != $0.element }
        #expect(runs.count == Set(review.pairs.map(\.component)).count, "each component's pairs are listed together")
    }

    @Test("the bundled release: each component binding color.text.link in light, list-section (divider thickness) in both themes")
    func bundled() throws {
        let (review, diff) = try Self.review(RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder))
        #expect(Set(Self.pairs(review, diff)) == ["card in light", "chip in light", "breadcrumb in light", "header in light",
                                                  "list-section in light", "list-section in dark"], "\(Self.pairs(review, diff))")
        for pair in review.pairs {
            let expected = pair.component == "list-section" ? ["component.divider.thickness"] : ["color.text.link"]
            #expect(pair.tokens.map(\.description) == expected, "\(pair.component)")
        }
        let chip = try #require(review.pairs.first { $0.component == "chip" })
        let chipStyles = try #require(try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                                               strictness: .strict).get().components.config.styles["chip"])
        let winners = try #require(chipStyles.winningBindings(chip.use.style, size: chip.use.size, state: chip.use.state))
        #expect(winners.values.contains { $0.0.value.tokenPath?.description == "color.text.link" },
                "the chip's pair shows a variant that binds the changed token")
    }

    @Test("a chain of aliases is walked once however many bindings lead into it, and each binding keeps its nearest changes")
    func longChain() throws {
        // 2,000 tokens a0 → a1 → … → a1999, every one changed; 200 bound paths all at the chain's head side.
        let count = 2_000
        var members = (0..<(count - 1)).map { #""a\#($0)": {"$value": "{c.a\#($0 + 1)}"}"# }
        members.append(#""a\#(count - 1)": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#)
        let text = #"{"c": {"$type": "color", \#(members.joined(separator: ","))}}"#
        let source = try TokenSource.parse(Array(text.utf8), file: "c.tokens.json").get()
        let set = try #require(TokenSetBuilder.build([source], strictness: .strict).0)
        let paths = (0..<200).map { TokenPath(dotted: "c.a\($0)")! }
        let changed = Set((0..<count).map { TokenPath(dotted: "c.a\($0)")! })
        let found = ReleaseReview.changedInChains(of: paths, changed: changed, sets: [set])
        #expect(found.count == 200)
        for (index, path) in paths.enumerated() {
            let expected = Set((index..<(index + 1 + ReleaseReview.tokensPerBinding)).map { TokenPath(dotted: "c.a\($0)")! })
            #expect(found[path] == expected, "\(path)")
        }
    }
}

import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The one list of every preview, without sockets: its positions are the nested loops' order,
/// its count their product, and its filters keep what they name.
@Suite(.integration) struct PreviewEnumerationTests {
    static let bundled = Result { try SnapshotLoader.load(configDirectory: RepositoryPaths.config).get().components }

    static let modifierSets: [[PreviewEnumeration.Modifier]] = [
        [],
        [.init(name: "theme", choices: ["light", "dark"])],
        [.init(name: "theme", choices: ["auto", "light", "dark"]), .init(name: "density", choices: ["comfortable", "compact"])],
    ]

    @Test("each position is the nested loops' preview: component, style, size, state, sample, then the modifiers, the first slowest",
          arguments: modifierSets)
    func positionsFollowTheLoops(modifiers: [PreviewEnumeration.Modifier]) throws {
        let config = try Self.bundled.get().config
        let enumeration = PreviewEnumeration(config: config, modifiers: modifiers)
        let contexts = modifiers.reduce([[QueryItems.Item]]()) { combinations, modifier in
            (combinations.isEmpty ? [[]] : combinations).flatMap { combination in modifier.choices.map { combination + [.init(name: modifier.name, value: $0)] } }
        }
        var expected: [String] = []
        for entry in config.catalog {
            guard let styles = config.styles[entry.about.name]?.styleNames else { continue }
            for style in styles { for size in entry.about.sizes { for state in entry.about.states { for sample in config.samples {
                for context in (contexts.isEmpty ? [[]] : contexts) {
                    expected.append("/preview/\(entry.about.name)?style=\(style)&size=\(size)&state=\(state)&sample=\(sample.name)"
                        + context.map { "&\($0.name)=\($0.value)" }.joined())
                }
            } } } }
        }
        #expect(enumeration.count == expected.count)
        #expect(enumeration.all.map(\.url) == expected)
    }

    @Test("a filtered list is the whole list's previews that match, in order")
    func filters() throws {
        let config = try Self.bundled.get().config
        let whole = PreviewEnumeration(config: config, modifiers: Self.modifierSets[2])
        let part = whole.filtered(components: { $0 == ComponentName("button") }, fixed: ["density": "compact"])
        let expected = whole.all.filter { $0.component == ComponentName("button") && $0.inputs.last?.value == "compact" }.map(\.url)
        #expect(part.all.map(\.url) == expected)
        #expect(!expected.isEmpty)
    }
}

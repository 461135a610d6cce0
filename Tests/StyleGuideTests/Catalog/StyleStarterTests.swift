import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// ``StyleStarter`` and ``StarterTokens`` without sockets: a starter binds only tokens the
/// Config has, of the type each property takes, so it validates against any Config's tokens.
@Suite("StyleStarter: a styles file to start from, bound to the Config's own tokens", .integration)
struct StyleStarterTests {
    /// The tokens of a Config folder, loaded strictly.
    static func tokens(of directory: String) throws -> TokenSystem {
        try ConfigLoader(directory: directory).load(strictness: .strict, publicFolder: .unchecked).get().tokens
    }

    /// Every diagnostic of `starter` read as the styles file of `entry` and checked against `system`.
    static func problems(_ starter: StyleStarter, _ entry: CatalogEntry, _ system: TokenSystem) -> [Diagnostic] {
        let (document, parsed) = StyleDocumentParser.parse(Array(starter.text.utf8), file: starter.file, component: entry)
        return parsed + (document?.validate(against: system) ?? [])
    }

    @Test("against the bundled Config's tokens (other names than init's), every built-in's starter validates with no diagnostic",
          arguments: ComponentCatalog.builtIn.map(\.about.name.rawValue))
    func bundledTokens(name: String) throws {
        let entry = try #require(ComponentCatalog.entry(named: ComponentName(name)))
        let system = try Self.tokens(of: RepositoryPaths.config)
        let starter = StyleStarter(for: entry, tokens: StarterTokens(system))
        #expect(Self.problems(starter, entry, system).isEmpty, "\(Self.problems(starter, entry, system).map(\.description))")
        #expect(starter.json["styles"]?["primary"]?["base"]?.objectValue?.isEmpty == false, "some property found a token")
    }

    @Test("a Config with only a few colours: the starter binds what it can (a text colour) and leaves the rest out, still valid",
          arguments: ComponentCatalog.builtIn.map(\.about.name.rawValue))
    func sparseTokens(name: String) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Sparse"}"#)
        defer { config.remove() }
        let entry = try #require(ComponentCatalog.entry(named: ComponentName(name)))
        let system = try Self.tokens(of: config.directory)
        let starter = StyleStarter(for: entry, tokens: StarterTokens(system))
        #expect(Self.problems(starter, entry, system).isEmpty, "\(Self.problems(starter, entry, system).map(\.description))")
        let base = try #require(starter.json["styles"]?["primary"]?["base"]?.objectValue)
        for (key, value) in base {
            #expect(value == "{color.text}", "\(name).\(key) is bound to \(value)")
            #expect(entry.property(named: key)?.effect == .foreground)
        }
    }

    @Test("a token of the preferred path but the wrong type, or deprecated, is passed over")
    func wrongTypeOrDeprecated() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Odd"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
                   "background": {"subtle": {"$value": "{color.paper}", "$deprecated": "use color.surface"}},
                   "surface": {"$value": "{color.paper}"}},
         "typography": {"body": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}
        """)
        let system = try Self.tokens(of: config.directory)
        let tokens = StarterTokens(system)
        #expect(tokens.token(for: .background)?.description == "color.surface")
        #expect(tokens.token(for: .font) == nil, "typography.body is a dimension here")
        #expect(tokens.token(for: .paddingInline) == nil)
    }
}

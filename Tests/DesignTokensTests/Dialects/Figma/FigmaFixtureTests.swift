@testable import DesignTokens
import Testing

/// The fixture `Tests/Fixtures/Figma/variables-local.json`, a `GET /v1/files/:key/variables/local`
/// answer of two collections (Primitives with one mode, Theme with Light and Dark), aliases within
/// and across them, and every resolved type: what it loads as.
@Suite("Figma variables: the fixture")
struct FigmaFixtureTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let mode: String
        let path: String
        let type: String
        let value: String
        var testDescription: String { "\(path) in \(mode)" }
    }

    static func e(_ mode: String, _ path: String, _ type: String, _ value: String) -> Expected {
        Expected(mode: mode, path: path, type: type, value: value)
    }

    static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double? = nil) -> String {
        #"{"colorSpace": "srgb", "components": [\#(r), \#(g), \#(b)]\#(alpha.map { #", "alpha": \#($0)"# } ?? "")}"#
    }

    static let expected: [Expected] = [
        e("Light", "color.blue.500", "color", srgb(0.2, 0.4, 1)),
        e("Light", "color.background", "color", srgb(1, 1, 1)),
        e("Dark", "color.background", "color", srgb(0.1, 0.1, 0.1)),
        e("Light", "color.text", "color", srgb(0.1, 0.1, 0.1)),
        e("Dark", "color.text", "color", srgb(1, 1, 1, alpha: 0.87)),
        e("Light", "color.link", "color", srgb(0.2, 0.4, 1)),
        e("Dark", "color.link", "color", srgb(1, 1, 1, alpha: 0.87)),
        e("Light", "space.gap", "dimension", #"{"value": 16, "unit": "px"}"#),
        e("Dark", "space.gap", "dimension", #"{"value": 12, "unit": "px"}"#),
        e("Dark", "space.4", "dimension", #"{"value": 16, "unit": "px"}"#),
        e("Light", "radius.md", "dimension", #"{"value": 8, "unit": "px"}"#),
        e("Light", "font.family.base", "fontFamily", #""Inter""#),
        e("Dark", "font.body", "fontFamily", #""Inter""#),
        e("Light", "font.weight.bold", "fontWeight", "700"),
        e("Light", "opacity.disabled", "number", "40"),
        e("Light", "ratio.golden", "number", "1.618"),
        e("Light", "feature.new-nav", "boolean", "true"),
        e("Light", "dark mode", "boolean", "false"),
        e("Dark", "dark mode", "boolean", "true"),
        e("Light", "copy.greeting", "string", #"{"text": "Hello, {name}"}"#),
    ]

    @Test("Theme is a modifier of Light and Dark, Light the default; Primitives is a set")
    func modifiers() throws {
        let (system, diagnostics) = FigmaTesting.load(try FigmaTesting.fixture("variables-local.json"))
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(loaded.modifiers.map(\.name) == ["Theme"])
        #expect(loaded.modifiers.first?.contextNames == ["Light", "Dark"])
        #expect(loaded.modifiers.first?.defaultContext == "Light")
        #expect(loaded.document.order.count == 2)
        #expect(loaded.permutations.count == 2)
    }

    @Test("the one diagnostic is the dialect summary, counting what was converted")
    func summary() throws {
        let (_, diagnostics) = FigmaTesting.load(try FigmaTesting.fixture("variables-local.json"))
        #expect(diagnostics.map(\.rule) == [.dialectConverted], FigmaTesting.report(diagnostics))
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("converted from Figma variables: "))
        #expect(message.contains("RGBA colours 4") && message.contains("collections with modes made modifiers 1")
            && message.contains("10 aliases"), "\(message)")
        #expect(diagnostics.first?.severity == .warning)
        let (strict, strictDiagnostics) = FigmaTesting.load(try FigmaTesting.fixture("variables-local.json"), strictness: .strict)
        #expect(strict == nil && strictDiagnostics.contains { $0.rule == .dialectConverted && $0.severity == .error })
    }

    @Test("each variable has the type and value of its mode", arguments: expected)
    func value(_ expected: Expected) throws {
        let (system, diagnostics) = FigmaTesting.load(try FigmaTesting.fixture("variables-local.json"))
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        let token = try #require(FigmaTesting.token(loaded, expected.path, ["Theme": expected.mode]))
        #expect(token.type.rawValue == expected.type)
        #expect(token.value.json == (try JSONParser.parse(expected.value)), "got \(token.value.json)")
    }

    @Test("descriptions are kept, aliases keep their chain across collections")
    func descriptionsAndChains() throws {
        let (system, diagnostics) = FigmaTesting.load(try FigmaTesting.fixture("variables-local.json"))
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(FigmaTesting.token(loaded, "color.blue.500")?.description == "The brand's blue.")
        #expect(FigmaTesting.token(loaded, "color.background", ["Theme": "Dark"])?.description == "The page's background.")
        let link = try #require(FigmaTesting.token(loaded, "color.link"))
        #expect(link.aliasChain.map(\.description) == ["color.accent", "color.blue.500"])
    }

    @Test("as one token file among others, each collection is read in its default mode, and the summary says so")
    func asTokenFile() throws {
        let resolver = #"""
        {"version": "2025.10", "sets": {"figma": {"sources": [{"$ref": "figma.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/figma"}]}
        """#
        let source = MemoryTokenFileSource(["r.resolver.json": resolver, "figma.json": try FigmaTesting.fixture("variables-local.json")])
        let (system, diagnostics) = TokenSystem.load(resolver: "r.resolver.json", source: source, strictness: .tolerant)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(loaded.modifiers.isEmpty)
        #expect(FigmaTesting.token(loaded, "color.text")?.value.json == (try JSONParser.parse(Self.srgb(0.1, 0.1, 0.1))))
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("only each collection's default mode is read"),
                FigmaTesting.report(diagnostics))
    }

    @Test("a file is told apart by its shape: the answer, its meta alone, a request body; not a DTCG file")
    func detection() throws {
        let answer = try JSONParser.parse(try FigmaTesting.fixture("variables-local.json"))
        #expect(TokenDialect.of(answer) == .figmaVariables && TokenDialect.loadsAsResolver(answer))
        #expect(TokenDialect.of(try #require(answer["meta"])) == .figmaVariables)
        let body = try JSONParser.parse(#"{"variableCollections": [], "variables": [], "variableModeValues": []}"#)
        #expect(TokenDialect.loadsAsResolver(body))
        let dtcg = try JSONParser.parse(#"{"variables": {"a": {"$type": "number", "$value": 1}}}"#)
        #expect(TokenDialect.of(dtcg) == .dtcg2025 && !TokenDialect.loadsAsResolver(dtcg))
    }
}

import Testing
@testable import DesignTokens

/// Each limit of ``TokenLimits`` refuses a file that goes past it with one error naming the file,
/// the JSON path, the limit and its setting; the same file within the limit loads. The limits
/// are lowered so the generated cases stay small.
@Suite("Token limits")
struct TokenLimitsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setting: TokenLimits.Setting
        let limit: Int
        let document: String
        /// The JSON path of the error.
        let path: String
        /// Words the message must hold besides the setting's name.
        let says: String
        var testDescription: String { name }
    }

    static let black = #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#

    static func shadowLayer(_ y: Int) -> String {
        ##"{"color": \##(black), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": \##(y), "unit": "px"}, "##
            + #""blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#
    }

    /// `s0` a shadow of `width` layers; each `s(n)` lists `s(n-1)` `width` times, so `s(n)` has width^(n+1) layers.
    static func shadowFanOut(width: Int, depth: Int) -> String {
        let layers = (0..<width).map(shadowLayer).joined(separator: ", ")
        var members = [#""s0": {"$value": [\#(layers)]}"#]
        for level in 1..<depth {
            members.append(#""s\#(level)": {"$value": [\#(Array(repeating: "\"{s\(level - 1)}\"", count: width).joined(separator: ", "))]}"#)
        }
        return #"{"$type": "shadow", "# + members.joined(separator: ", ") + "}"
    }

    /// `g0` a gradient of `width` stops; each `g(n)` lists `g(n-1)` `width` times.
    static func gradientFanOut(width: Int, depth: Int) -> String {
        let stops = (0..<width).map { ##"{"color": \##(black), "position": \##(Double($0) / Double(width))}"## }.joined(separator: ", ")
        var members = [#""g0": {"$value": [\#(stops)]}"#]
        for level in 1..<depth {
            members.append(#""g\#(level)": {"$value": [\#(Array(repeating: "\"{g\(level - 1)}\"", count: width).joined(separator: ", "))]}"#)
        }
        return #"{"$type": "gradient", "# + members.joined(separator: ", ") + "}"
    }

    static func nested(_ depth: Int) -> String {
        (0..<depth).map { #"{"n\#($0)": "# }.joined() + #"{"$type": "number", "$value": 1}"# + String(repeating: "}", count: depth)
    }

    static func numbers(_ count: Int) -> String {
        #"{"g": {"$type": "number", "# + (0..<count).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ") + "}}"
    }

    static let cases: [Case] = [
        Case(name: "groups nested deeper than nestingDepth", setting: .nestingDepth, limit: 8, document: nested(12),
             path: "/n0/n1/n2/n3/n4/n5/n6/n7", says: "nest deeper than 8 levels"),
        Case(name: "a JSON value nested deeper than nestingDepth", setting: .nestingDepth, limit: 4,
             document: #"{"t": {"$type": "number", "$value": 1, "$extensions": {"a": [[[[1]]]]}}}"#,
             path: "/t/$extensions/a/0", says: "nest deeper than 4 levels"),
        Case(name: "a name longer than nameBytes", setting: .nameBytes, limit: 16,
             document: #"{"a-very-long-token-name": {"$type": "number", "$value": 1}}"#, path: "", says: "is 22 bytes long"),
        Case(name: "a $description longer than stringBytes", setting: .stringBytes, limit: 64,
             document: #"{"t": {"$type": "number", "$value": 1, "$description": "\#(String(repeating: "é", count: 40))"}}"#,
             path: "/t/$description", says: "this string is 80 bytes long"),
        Case(name: "a shadow written with more layers than compositeParts", setting: .compositeParts, limit: 4,
             document: shadowFanOut(width: 5, depth: 1), path: "/s0/$value", says: "this value lists 5 parts"),
        Case(name: "a font family list longer than compositeParts", setting: .compositeParts, limit: 2,
             document: #"{"f": {"$type": "fontFamily", "$value": ["A", "B", "C"]}}"#, path: "/f/$value", says: "lists 3 parts"),
        Case(name: "shadows aliasing shadows past compositeParts", setting: .compositeParts, limit: 50,
             document: shadowFanOut(width: 4, depth: 4), path: "/s2/$value", says: "{s2} has 64 parts"),
        Case(name: "gradients aliasing gradients past compositeParts", setting: .compositeParts, limit: 50,
             document: gradientFanOut(width: 4, depth: 4), path: "/g2/$value", says: "{g2} has 64 parts"),
        Case(name: "composite values past compositePartsTotal", setting: .compositePartsTotal, limit: 20,
             document: shadowFanOut(width: 4, depth: 3), path: "/s2/$value", says: "have 84 parts"),
        Case(name: "more tokens in a file than tokens", setting: .tokens, limit: 10, document: numbers(12),
             path: "/g/t10", says: "defines more than 10 tokens"),
    ]

    static func limits(_ setting: TokenLimits.Setting, _ value: Int) -> TokenLimits {
        var limits = TokenLimits()
        limits[setting] = value
        return limits
    }

    static func build(_ document: String, limits: TokenLimits) throws -> (set: TokenSet?, diagnostics: [Diagnostic]) {
        TokenSetBuilder.build([TokenSource(file: Rules.file, document: try JSONParser.parse(document))], strictness: .strict, limits: limits)
    }

    @Test("past the limit: one error naming the file, the path, the limit and its setting", arguments: cases)
    func refused(_ limit: Case) throws {
        let (set, diagnostics) = try Self.build(limit.document, limits: Self.limits(limit.setting, limit.limit))
        #expect(set == nil)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let error = try #require(diagnostics.first)
        #expect(error.rule == .limitExceeded && error.severity == .error)
        #expect(error.file == Rules.file)
        #expect(error.path.description == limit.path, "\(error)")
        #expect(error.message.contains(limit.says), "\(error.message)")
        #expect(error.message.contains("the limit is \(TokenLimits.grouped(limit.limit)) \(limit.setting.unit)"), "\(error.message)")
        #expect(error.message.contains(#""limits": {"\#(limit.setting.name)": …} in swatchbook.json"#), "\(error.message)")
    }

    @Test("the same documents load with the default limits", arguments: cases)
    func withinDefaults(_ limit: Case) throws {
        let (set, diagnostics) = try Self.build(limit.document, limits: TokenLimits())
        #expect(set != nil, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.rule == .limitExceeded })
    }

    @Test("a value exactly at compositeParts loads; its aliases' layers are spliced in")
    func atTheLimit() throws {
        let (set, diagnostics) = try Self.build(Self.shadowFanOut(width: 4, depth: 3), limits: Self.limits(.compositeParts, 64))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .shadow(let layers, _)? = set?[Rules.path("s2")]?.value else { Issue.record("s2 is no shadow"); return }
        #expect(layers.count == 64)
    }

    @Test("a 10-wide fan-out 9 levels deep (10^9 parts if expanded) is refused at the level that passes the limit")
    func hostileFanOut() throws {
        let (set, diagnostics) = try Self.build(Self.gradientFanOut(width: 10, depth: 9), limits: TokenLimits())
        #expect(set == nil)
        #expect(diagnostics.map(\.path.description) == ["/g3/$value"], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("{g3} has 10,000 parts") == true)
    }

    @Test("a file over tokenFileBytes is refused before it is parsed, as is a resolver document")
    func fileBytes() throws {
        let resolver = ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}], "##
            + #""sets": {"base": {"sources": [{"$ref": "big.tokens.json"}]}}}"#
        let source = MemoryTokenFileSource(["r.resolver.json": resolver, "big.tokens.json": Self.numbers(20)])
        var limits = TokenLimits()
        limits.tokenFileBytes = 300
        let (system, diagnostics) = TokenSystem.load(resolver: "r.resolver.json", source: source, strictness: .strict, limits: limits)
        #expect(system == nil)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.file == "big.tokens.json")
        #expect(diagnostics.first?.message.hasPrefix("the file holds \(TokenLimits.grouped(Self.numbers(20).utf8.count)) bytes") == true)
        limits.tokenFileBytes = 100
        let (_, refused) = TokenSystem.load(resolver: "r.resolver.json", source: source, strictness: .strict, limits: limits)
        #expect(refused.map(\.file) == ["r.resolver.json"])
    }

    @Test("the set files of a Tokens Studio folder export are held to the same limits")
    func tokensStudioFolder() throws {
        let source = MemoryTokenFileSource([
            "ts/$themes.json": #"[{"id": "a", "name": "light", "selectedTokenSets": {"core": "enabled"}}]"#,
            "ts/core.json": #"{"space": {"s": {"value": "4px", "type": "spacing", "description": "\#(String(repeating: "a", count: 100))"}}}"#,
        ])
        let (loaded, found) = TokenSystem.load(resolver: "ts/$themes.json", source: source, strictness: .tolerant)
        #expect(loaded != nil, "\(found)")
        let (system, diagnostics) = TokenSystem.load(resolver: "ts/$themes.json", source: source, strictness: .tolerant,
                                                     limits: Self.limits(.stringBytes, 64))
        #expect(system == nil)
        #expect(diagnostics.map(\.path.description) == ["/space/s/description"], "\(diagnostics)")
        #expect(diagnostics.first?.file == "ts/core.json")
    }

    @Test("tokens counts every permutation: two themes of 6 tokens pass 10, and the resolver is named")
    func tokensAcrossPermutations() throws {
        let resolver = ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}], "##
            + #""sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "#
            + #""modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "a.tokens.json"}], "dark": [{"$ref": "b.tokens.json"}]}}}}"#
        let source = MemoryTokenFileSource(["r.resolver.json": resolver, "base.tokens.json": Self.numbers(5),
                                            "a.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
                                            "b.tokens.json": #"{"x": {"$type": "number", "$value": 2}}"#])
        let (loaded, _) = TokenSystem.load(resolver: "r.resolver.json", source: source, strictness: .strict, limits: Self.limits(.tokens, 12))
        #expect(loaded?.permutations.count == 2)
        let (system, diagnostics) = TokenSystem.load(resolver: "r.resolver.json", source: source, strictness: .strict,
                                                     limits: Self.limits(.tokens, 10))
        #expect(system == nil)
        #expect(diagnostics.map(\.file) == ["r.resolver.json"], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("hold 12 tokens across 2 permutations (theme=") == true, "\(diagnostics)")
    }
}

import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

/// `get_token` and `find_tokens` on the bundled Config and the team's: values per context, the
/// Config's default context, deprecation and usages, nearest colours and dimensions.
@Suite("MCP tools: get_token and find_tokens")
struct MCPTokenToolsTests {
    struct Lookup: Sendable, CustomStringConvertible {
        let config: String
        let arguments: JSON
        let hex: String
        let permutation: JSON
        var description: String { "\(config) \(arguments.compactDescription)" }
    }

    static let lookups: [Lookup] = [
        Lookup(config: "team", arguments: ["id": "color.accent"], hex: "#bfc6f7", permutation: ["mode": "dark", "size": "regular"]),
        Lookup(config: "team", arguments: ["id": "color.accent", "mode": "light"], hex: "#4555e1", permutation: ["mode": "light", "size": "regular"]),
        Lookup(config: "team", arguments: ["id": "color.text", "mode": "light", "size": "compact"],
               hex: "#121721", permutation: ["mode": "light", "size": "compact"]),
        Lookup(config: "bundled", arguments: ["id": "color.brand.500"], hex: "#6279ff", permutation: ["theme": "light"]),
    ]

    @Test("get_token gives the value in the context asked for, else the Config's default", arguments: lookups)
    func value(_ lookup: Lookup) throws {
        let token = try MCPToolTesting.answer("get_token", lookup.arguments, on: MCPToolTesting.snapshot(named: lookup.config))
        #expect(token["value"]?["hex"]?.stringValue == lookup.hex, "\(token["value"]?.compactDescription ?? "")")
        #expect(token["permutation"] == lookup.permutation)
        #expect(token["byPermutation"] == nil, "every permutation only when asked")
    }

    @Test("get_token: alias chain, deprecation, what refers to it and the styles binding it; every permutation on request")
    func detail() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let accent = try MCPToolTesting.answer("get_token", ["id": "color.accent", "mode": "light", "contexts": true], on: snapshot)
        #expect(accent["aliasChain"]?.arrayValue?.contains("palette.harbor") == true)
        #expect(accent["byPermutation"]?.arrayValue?.count == 4)
        #expect(accent["usedByStyles"] == [["component": "button", "style": "primary", "properties": ["background"]]])
        let old = try MCPToolTesting.answer("get_token", ["id": "palette.old-blue"], on: snapshot)
        #expect(old["deprecated"] == "Use palette.harbor.")
        let harbor = try MCPToolTesting.answer("get_token", ["id": "palette.harbor"], on: snapshot)
        #expect(harbor["description"] == "The harbour blue.")
        #expect(harbor["referencedBy"]?.arrayValue?.contains("palette.old-blue") == true)
    }

    @Test("get_token: an unknown id is a 404 with a suggestion, a malformed one a 400")
    func unknown() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let typo = try MCPToolTesting.failure("get_token", ["id": "color.acent"], on: snapshot)
        #expect(typo.status == .notFound)
        #expect(typo.message == "there is no token or group 'color.acent' (did you mean 'color.accent'?)")
        #expect(try MCPToolTesting.failure("get_token", ["id": ".."], on: snapshot).status == .badRequest)
    }

    struct Search: Sendable, CustomStringConvertible {
        let arguments: JSON
        let first: [String]
        let exact: Int
        var description: String { arguments.compactDescription }
    }

    static let colourSearches: [Search] = [
        Search(arguments: ["value": "#4555e1", "mode": "light"], first: ["color.accent", "palette.harbor", "palette.old-blue"], exact: 3),
        Search(arguments: ["value": "#4555E1"], first: ["palette.harbor", "palette.old-blue"], exact: 2),
        Search(arguments: ["value": "rgb(69, 85, 225)", "mode": "light", "limit": 2], first: ["color.accent", "palette.harbor"], exact: 2),
        Search(arguments: ["value": "white"], first: ["color.text", "palette.paper"], exact: 2),
        Search(arguments: ["value": "12px"], first: ["space.block"], exact: 1),
        Search(arguments: ["value": "0.625rem", "type": "dimension", "size": "compact"], first: ["space.inline"], exact: 1),
        Search(arguments: ["value": "9px", "size": "compact", "limit": 3], first: ["space.inline", "space.block", "radius.control"], exact: 0),
    ]

    @Test("find_tokens: exact matches first, then nearest, in the context asked for", arguments: colourSearches)
    func nearest(_ search: Search) throws {
        let answer = try MCPToolTesting.answer("find_tokens", search.arguments, on: MCPToolTesting.snapshot(named: "team"))
        let matches = try #require(answer["matches"]?.arrayValue)
        #expect(Array(matches.compactMap { $0["id"]?.stringValue }.prefix(search.first.count)) == search.first)
        #expect(matches.count { $0["exact"] == true } == search.exact)
        let distances = matches.compactMap { $0["distance"]?.doubleValue }
        #expect(distances == distances.sorted(), "nearest first")
        #expect(matches.count <= (search.arguments["limit"]?.doubleValue).map { Int($0) } ?? 10)
    }

    @Test("find_tokens reads a colour in any CSS form the engine writes: the same colour is found exactly", arguments: ["oklch", "lab", "lch", "oklab", "hsl", "display-p3"])
    func anyForm(space: String) throws {
        let harbor = try #require(ColorValue(hexString: "#4555e1"))
        let text = harbor.converted(to: try #require(ColorSpace(space))).cssString
        let answer = try MCPToolTesting.answer("find_tokens", ["value": .string(text)], on: MCPToolTesting.snapshot(named: "team"))
        #expect(answer["matches"]?[0]?["id"] == "palette.harbor", "\(text)")
        #expect(answer["matches"]?[0]?["exact"] == true, "\(text): \(answer["matches"]?[0]?.compactDescription ?? "")")
    }

    @Test("find_tokens on the bundled Config: its brand colour by hex")
    func bundledBrand() throws {
        let answer = try MCPToolTesting.answer("find_tokens", ["value": "#6279ff"], on: MCPToolTesting.snapshot(named: "bundled"))
        let exact = answer["matches"]?.arrayValue?.filter { $0["exact"] == true }.compactMap { $0["id"]?.stringValue } ?? []
        #expect(exact.contains("color.brand.500"), "\(exact)")
    }
}

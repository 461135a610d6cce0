import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

/// `get_component`, `get_style`, `check_contrast`, `search` and `get_doc` on the bundled Config
/// and the team's.
@Suite("MCP tools: components, styles, contrast, search and docs")
struct MCPComponentToolsTests {
    @Test("get_component: the catalog's entry, each style's tokens (those it extends included), the default variant's HTML",
          arguments: ["bundled", "team"])
    func component(config: String) throws {
        let snapshot = try MCPToolTesting.snapshot(named: config)
        let button = try MCPToolTesting.answer("get_component", ["name": "button"], on: snapshot)
        #expect(button["name"] == "button")
        #expect(button["styles"]?.arrayValue?.contains("primary") == true)
        let primary = try #require(button["tokensByStyle"]?["primary"]?.arrayValue)
        #expect(!primary.isEmpty)
        let snippet = try #require(button["snippet"])
        #expect(snippet["html"]?.stringValue?.contains("<button") == true, "\(snippet["html"]?.stringValue?.prefix(200) ?? "")")
        #expect(snippet["previewURL"]?.stringValue?.hasPrefix("/preview/button?style=primary") == true)
    }

    @Test("get_component: a quiet style lists the tokens it sets and those of the style it extends")
    func inherited() throws {
        let button = try MCPToolTesting.answer("get_component", ["name": "button", "mode": "light"], on: MCPToolTesting.snapshot(named: "team"))
        let quiet = button["tokensByStyle"]?["quiet"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(Set(quiet) == ["color.accent", "color.on-accent", "space.inline", "space.block", "radius.control", "color.canvas", "color.text"])
        #expect(button["snippet"]?["previewURL"]?.stringValue?.hasSuffix("&mode=light") == true)
    }

    @Test("get_component: an unknown name has the API's message; a built-in the Config does not style has no snippet")
    func unknownAndUnstyled() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let error = try MCPToolTesting.failure("get_component", ["name": "buton"], on: snapshot)
        #expect(error.status == .notFound)
        #expect(error.message.hasPrefix("there is no component 'buton' (did you mean 'button'?)"))
        let avatar = try MCPToolTesting.answer("get_component", ["name": "avatar"], on: snapshot)
        #expect(avatar["styled"] == false)
        #expect(avatar["snippet"] == nil && avatar["tokensByStyle"] == nil)
    }

    @Test("get_style: a modifier named 'size' goes in inputs, beside the style's own size")
    func styleWithInputs() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let compact = try MCPToolTesting.answer("get_style", ["component": "button", "style": "primary", "inputs": ["size": "compact"]],
                                                on: snapshot)
        let padding = compact["properties"]?.arrayValue?.first { $0["name"] == "paddingInline" }
        #expect(padding?["css"] == "10px", "\(padding?.compactDescription ?? "")")
        #expect(compact["permutation"] == ["mode": "dark", "size": "compact"])
        let error = try MCPToolTesting.failure("get_style", ["component": "button", "style": "loud"], on: snapshot)
        #expect(error.message == "'loud' is not a style of button; styles: primary, quiet")
    }

    @Test("check_contrast: two tokens in every permutation, worst first; a modifier pins its context")
    func contrastEverywhere() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let every = try MCPToolTesting.answer("check_contrast", ["foreground": "color.on-accent", "background": "color.accent"], on: snapshot)
        #expect(every["summary"]?["permutations"] == 4)
        let ratios = every["results"]?.arrayValue?.compactMap { $0["ratio"]?.doubleValue } ?? []
        #expect(ratios == ratios.sorted() && ratios.count == 4)
        #expect(every["worst"]?["ratio"]?.doubleValue == ratios.first)
        let light = try MCPToolTesting.answer("check_contrast", ["foreground": "color.on-accent", "background": "color.accent", "mode": "light"],
                                              on: snapshot)
        #expect(light["summary"]?["permutations"] == 2)
        #expect(light["results"]?.arrayValue?.allSatisfy { $0["permutation"]?["mode"] == "light" } == true)
        let paper = try #require(ColorValue(hexString: "#ffffff")), harbor = try #require(ColorValue(hexString: "#4555e1"))
        let expected = (ColorValue.contrastRatio(foreground: paper, background: harbor) * 100).rounded() / 100
        #expect(light["worst"]?["ratio"]?.doubleValue == expected)
    }

    struct Pair: Sendable, CustomStringConvertible {
        let foreground: String
        let background: String
        let ratio: Double
        let verdict: String
        var description: String { "\(foreground) on \(background)" }
    }

    static let pairs: [Pair] = [
        Pair(foreground: "#000", background: "#fff", ratio: 21, verdict: "AAA"),
        Pair(foreground: "rgb(118 118 118)", background: "white", ratio: 4.54, verdict: "AA"),
        Pair(foreground: "#949494", background: "#ffffff", ratio: 3.03, verdict: "AA large"),
        Pair(foreground: "#bbbbbb", background: "#ffffff", ratio: 1.92, verdict: "Fails"),
    ]

    @Test("check_contrast: two colour values, the same in every permutation, with WCAG verdicts", arguments: pairs)
    func values(_ pair: Pair) throws {
        let answer = try MCPToolTesting.answer("check_contrast", ["foreground": .string(pair.foreground), "background": .string(pair.background)],
                                               on: MCPToolTesting.snapshot(named: "bundled"))
        #expect(answer["worst"]?["ratio"]?.doubleValue == pair.ratio)
        #expect(answer["worst"]?["verdict"]?.stringValue == pair.verdict)
        #expect(answer["worst"]?["AA"] == .bool(pair.ratio >= 4.5))
        #expect(answer["worst"]?["AALarge"] == .bool(pair.ratio >= 3))
        #expect(answer["summary"]?["permutations"] == 2)
    }

    @Test("search: kinds, ids other tools take, limits", arguments: [
        ("brand", "token", "color.brand.500"), ("button", "component", "button"), ("accessibility", "doc", "accessibility"),
    ])
    func search(query: String, kind: String, id: String) throws {
        let snapshot = try MCPToolTesting.snapshot(named: "bundled")
        let answer = try MCPToolTesting.answer("search", ["query": .string(query), "kind": .string(kind), "limit": 60], on: snapshot)
        let results = try #require(answer["results"]?.arrayValue)
        #expect(results.allSatisfy { $0["kind"]?.stringValue == kind })
        #expect(results.contains { $0["id"]?.stringValue == id }, "\(results.compactMap { $0["id"]?.stringValue })")
        let few = try MCPToolTesting.answer("search", ["query": "color", "limit": 3], on: snapshot)
        #expect(few["results"]?.arrayValue?.count == 3)
    }

    @Test("get_doc: a team page and a manual page as markdown with their front matter; an unknown page as the API says")
    func docs() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let voice = try MCPToolTesting.answer("get_doc", ["page": "voice"], on: snapshot)
        #expect(voice["title"] == "Voice and tone")
        #expect(voice["status"] == "draft")
        #expect(voice["owner"] == "Docs crew")
        #expect(voice["markdown"]?.stringValue?.contains("Buttons say what they do: **Save**") == true)
        #expect(voice["html"] == nil)
        let manual = try MCPToolTesting.answer("get_doc", ["page": "/docs/swatchbook/mcp-tools"], on: snapshot)
        #expect(manual["markdown"]?.stringValue?.contains("find_tokens") == true)
        let error = try MCPToolTesting.failure("get_doc", ["page": "voise"], on: snapshot)
        #expect(error.status == .notFound && error.message.hasPrefix("there is no docs page 'voise' (did you mean 'voice'?)"))
    }
}

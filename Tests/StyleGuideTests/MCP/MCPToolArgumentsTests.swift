import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

/// Wrong, unknown and hostile arguments: each a clear error naming the argument and its JSON
/// Pointer, never a crash or a long wait; a wrong context has the API's message.
@Suite("MCP tools: argument checking")
struct MCPToolArgumentsTests {
    struct Case: Sendable, CustomStringConvertible {
        let tool: String
        let arguments: JSON
        let says: [String]
        var description: String { "\(tool) \(arguments.compactDescription.prefix(80))" }
    }

    static let huge = String(repeating: "a", count: 200_000)
    static let deep: JSON = (0..<400).reduce(JSON.string("x")) { inner, _ in .object(JSONObject([("a", inner)])) }

    static let cases: [Case] = [
        Case(tool: "get_token", arguments: ["id": "color.text.default", "colour": "x"],
             says: ["unknown argument 'colour' for get_token", "allowed: id, contexts, theme"]),
        Case(tool: "get_token", arguments: ["a": 1, "b": 2], says: ["unknown arguments 'a', 'b'"]),
        Case(tool: "get_token", arguments: [:], says: ["get_token needs the argument 'id'"]),
        Case(tool: "get_token", arguments: ["id": 5], says: ["argument 'id' (at /id) must be a string, found number"]),
        Case(tool: "get_token", arguments: ["id": "color.text.default", "contexts": "yes"],
             says: ["argument 'contexts' (at /contexts) must be true or false, found string"]),
        Case(tool: "get_token", arguments: ["id": .string(huge)], says: ["argument 'id' (at /id) has 200,000 bytes; the limit is 1,024 bytes"]),
        Case(tool: "get_token", arguments: ["id": deep], says: ["argument 'id' (at /id) must be a string, found object"]),
        Case(tool: "get_token", arguments: ["id": "color.text.default", "theme": 3],
             says: ["argument 'theme' (at /theme) must be a string naming a context of 'theme' (light, dark), found number"]),
        Case(tool: "get_token", arguments: ["id": "color.text.default", "theme": "sepia"], says: ["sepia", "theme"]),
        Case(tool: "search", arguments: ["query": "brand", "limit": 0], says: ["argument 'limit' (at /limit) must be a whole number from 1 to 60, found 0"]),
        Case(tool: "search", arguments: ["query": "brand", "limit": 2.5], says: ["found 2.5"]),
        Case(tool: "search", arguments: ["query": "brand", "kind": "colour"], says: ["argument 'kind' (at /kind) is 'colour'; allowed: component, token, group, doc, manual"]),
        Case(tool: "search", arguments: ["query": .string((0..<40).map { "w\($0)" }.joined(separator: " "))],
             says: ["the search has 40 different words; the limit is 8 words (\"limits\": {\"searchTerms\": …} in swatchbook.json)"]),
        Case(tool: "find_tokens", arguments: ["value": "not a colour"], says: ["'not a colour' is neither a colour"]),
        Case(tool: "find_tokens", arguments: ["value": "12px", "type": "color"], says: ["'12px' is not a colour"]),
        Case(tool: "find_tokens", arguments: ["value": "#fff", "limit": 1000], says: ["from 1 to 50"]),
        Case(tool: "check_contrast", arguments: ["foreground": "color.text.default", "background": "rgb(1,2"],
             says: ["argument 'background' is 'rgb(1,2': neither a token id"]),
        Case(tool: "check_contrast", arguments: ["foreground": "space.4", "background": "#ffffff"],
             says: ["the token 'space.4' is a dimension, not a color"]),
        Case(tool: "check_contrast", arguments: ["foreground": "color.text", "background": "#ffffff"],
             says: ["'color.text' is a group of tokens"]),
        Case(tool: "list_modifiers", arguments: ["theme": "dark"], says: ["list_modifiers takes no arguments"]),
        Case(tool: "get_style", arguments: ["component": "button", "style": "primary", "size": ["large"]],
             says: ["argument 'size' (at /size) must be a string, found array"]),
    ]

    @Test("each mistake is refused with a message naming it", arguments: cases)
    func refused(_ example: Case) throws {
        let error = try MCPToolTesting.failure(example.tool, example.arguments, on: MCPToolTesting.snapshot(named: "bundled"))
        #expect(error.status == .badRequest, "\(error)")
        for text in example.says { #expect(error.message.contains(text), "\(error.message)") }
        #expect(error.message.utf8.count < 600, "the message stays short: \(error.message.utf8.count) bytes")
    }

    @Test("a wrong context gives the API's message for the same mistake")
    func contextMessageAsAPI() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "bundled")
        let error = try MCPToolTesting.failure("get_token", ["id": "color.text.default", "theme": "sepia"], on: snapshot)
        let api = Result { () throws(HTTPError) in try snapshot.tokenAPI.permutation(for: ["theme": "sepia"]) }
        guard case .failure(let expected) = api else { Issue.record("the API took theme=sepia"); return }
        #expect(error.message == expected.message)
    }

    @Test("inside 'inputs': an unknown modifier, a top-level one, and a wrong type are named with their path")
    func inputsObject() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let base: [(String, JSON)] = [("component", "button"), ("style", "primary")]
        func failure(_ inputs: JSON) throws -> String {
            try MCPToolTesting.failure("get_style", .object(JSONObject(base + [("inputs", inputs)])), on: snapshot).message
        }
        #expect(try failure(["density": "x"]).contains("unknown modifier 'density' in 'inputs'; allowed: size"))
        #expect(try failure(["mode": "dark"]).contains("unknown modifier 'mode' in 'inputs'"))
        #expect(try failure(["size": true]).contains("argument 'size' (at /inputs/size) must be a string"))
        #expect(try failure("compact").contains("argument 'inputs' (at /inputs) must be an object"))
    }
}

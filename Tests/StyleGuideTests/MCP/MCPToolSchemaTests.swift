import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

/// The tools `tools/list` offers: the agreed names, object schemas with `required` lists and no
/// other members, each modifier as an argument with its contexts, and `inputs` where a
/// modifier's name is one of the tool's own.
@Suite("MCP tools: names and schemas")
struct MCPToolSchemaTests {
    static let everyTool = ["search", "get_token", "find_tokens", "get_component", "get_style", "check_contrast",
                            "list_modifiers", "get_doc", "diff_releases"]

    @Test("the bundled Config and the team's offer every agreed tool, diff_releases as they list releases", arguments: ["bundled", "team"])
    func names(config: String) throws {
        let snapshot = try MCPToolTesting.snapshot(named: config)
        #expect(MCPToolbox.tools(for: snapshot).map(\.name) == Self.everyTool)
    }

    @Test("a Config without releases offers no diff_releases")
    func noReleases() throws {
        let snapshot = try MCPToolTesting.snapshot(RepositoryPaths.acme)
        #expect(!MCPToolbox.tools(for: snapshot).map(\.name).contains("diff_releases"))
    }

    @Test("every schema is an object schema: properties, required names among them, no other members", arguments: ["bundled", "team"])
    func objectSchemas(config: String) throws {
        for tool in MCPToolbox.tools(for: try MCPToolTesting.snapshot(named: config)) {
            let schema = tool.inputSchema
            #expect(schema["type"]?.stringValue == "object", "\(tool.name)")
            #expect(schema["additionalProperties"] == .bool(false), "\(tool.name)")
            let properties = try #require(schema["properties"]?.objectValue, "\(tool.name)")
            for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                #expect(properties[name] != nil, "\(tool.name) requires '\(name)', which it does not describe")
            }
            for key in properties.keys {
                let property = try #require(properties[key])
                #expect(property["type"] != nil, "\(tool.name).\(key) has no type")
                #expect(property["description"]?.stringValue?.isEmpty == false, "\(tool.name).\(key) has no description")
            }
            #expect(!tool.description.isEmpty && !tool.title.isEmpty)
            if let output = tool.outputSchema { #expect(output["type"]?.stringValue == "object", "\(tool.name)") }
        }
    }

    @Test("each modifier is a string argument with its contexts and the Config's default (the team's default mode is dark)")
    func modifierArguments() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let schema = try MCPToolTesting.tool("get_token", of: snapshot).inputSchema
        #expect(schema["properties"]?["mode"]?["enum"] == ["light", "dark"])
        #expect(schema["properties"]?["mode"]?["default"] == "dark", "defaultInputs wins over the resolver's default")
        #expect(schema["properties"]?["size"]?["default"] == "regular")
        #expect(schema["required"] == ["id"])
        let contrast = try MCPToolTesting.tool("check_contrast", of: snapshot).inputSchema
        #expect(contrast["properties"]?["mode"]?["default"] == nil, "check_contrast checks every context of a modifier not given")
    }

    @Test("a modifier named like a tool's own argument is passed in 'inputs' for that tool only")
    func collidingModifier() throws {
        let snapshot = try MCPToolTesting.snapshot(named: "team")
        let style = try MCPToolTesting.tool("get_style", of: snapshot).inputSchema
        #expect(style["properties"]?["size"]?["enum"] == nil, "get_style's own size argument stays its own")
        #expect(style["properties"]?["inputs"]?["properties"]?["size"]?["enum"] == ["regular", "compact"])
        #expect(style["properties"]?["mode"]?["enum"] == ["light", "dark"])
        let token = try MCPToolTesting.tool("get_token", of: snapshot).inputSchema
        #expect(token["properties"]?["inputs"] == nil)
    }
}

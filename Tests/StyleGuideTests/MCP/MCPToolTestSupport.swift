import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

extension RepositoryPaths {
    /// The team Config the MCP tools are tested on (`Tests/Fixtures/mcp-team`): modifiers `mode`
    /// (light, dark; `defaultInputs` makes dark the default) and `size` (regular, compact: named
    /// like `get_style`'s own argument), one styled button, one docs page, one release.
    static var mcpTeam: String { root + "/Tests/Fixtures/mcp-team" }
}

/// Loading Configs and calling tools, for the MCP tools' tests.
enum MCPToolTesting {
    /// The Config at `directory` loaded strictly (the bundled one with its Public folder), once per test run.
    static func snapshot(_ directory: String) throws -> Snapshot {
        try OpenAPIDocumentTests.snapshot(directory)
    }

    /// The bundled Config's snapshot and the team's.
    static let bundled = Result { try snapshot(RepositoryPaths.config) }
    static let team = Result { try snapshot(RepositoryPaths.mcpTeam) }

    /// The snapshot of a Config named `bundled` or `team`.
    static func snapshot(named name: String) throws -> Snapshot {
        try (name == "team" ? team : bundled).get()
    }

    /// The tool named `name` of `snapshot`.
    static func tool(_ name: String, of snapshot: Snapshot) throws -> MCPTool {
        try #require(MCPToolbox.tools(for: snapshot).first { $0.name == name }, "no tool '\(name)'")
    }

    /// The answer of `name` called with `arguments`, or its error.
    static func call(_ name: String, _ arguments: JSON, on snapshot: Snapshot) throws -> Result<JSON, HTTPError> {
        let tool = try tool(name, of: snapshot)
        let object = try #require(arguments.objectValue)
        return Result { () throws(HTTPError) in try tool.call(object, snapshot) }
    }

    /// The answer of a call that must succeed.
    static func answer(_ name: String, _ arguments: JSON, on snapshot: Snapshot) throws -> JSON {
        switch try call(name, arguments, on: snapshot) {
        case .success(let json): return json
        case .failure(let error):
            Issue.record("\(name) \(arguments.compactDescription) failed: \(error.message)")
            throw error
        }
    }

    /// The error of a call that must fail.
    static func failure(_ name: String, _ arguments: JSON, on snapshot: Snapshot) throws -> HTTPError {
        switch try call(name, arguments, on: snapshot) {
        case .success(let json):
            Issue.record("\(name) \(arguments.compactDescription) answered \(json.compactDescription.prefix(200))")
            throw HTTPError(.internalServerError, "unexpected success")
        case .failure(let error): return error
        }
    }
}

import DesignSystem
import Testing
@testable import StyleGuide

/// What the MCP tests share: the Configs they load once, and a session driven by text.
enum MCPTestSupport {
    /// The bundled Config, loaded once.
    static let bundled: Snapshot = load(RepositoryPaths.config)
    /// The team fixture Acme (two modifiers, mode and density), loaded once.
    static let acme: Snapshot = load(RepositoryPaths.acme)

    static func load(_ config: String) -> Snapshot {
        let publicFolder: PublicFolder = config == RepositoryPaths.config ? .at(RepositoryPaths.publicFolder) : .absent
        do {
            return try SnapshotLoader.load(configDirectory: config, publicFolder: publicFolder, strictness: .strict).get()
        } catch {
            fatalError("cannot load \(config): \(error)")
        }
    }

    /// `initialize` asking for `version`, as a line.
    static func initialize(_ version: String = "2025-11-25", id: Int = 1) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"initialize","params":{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#
    }

    /// A session initialized at `version` (and `initialized`) on `snapshot`.
    static func session(_ version: String = "2025-11-25", on snapshot: Snapshot = bundled) -> MCPSession {
        var session = MCPSession()
        _ = session.receive(Array(initialize(version).utf8), snapshot: snapshot)
        _ = session.receive(Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8), snapshot: snapshot)
        return session
    }

    /// A request's line: `method` with `params` (JSON text) and `id`.
    static func request(_ method: String, _ params: String = "{}", id: Int = 7) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }
}

/// A session held by reference, so that a test can ask it inside `#expect` and `#require`.
final class MCPTestClient {
    /// The session, as the last answer left it.
    var session: MCPSession

    init(_ session: MCPSession = MCPSession()) { self.session = session }

    /// The answer to `line`.
    func answer(_ line: String, on snapshot: Snapshot = MCPTestSupport.bundled) -> JSON? {
        session.receive(Array(line.utf8), snapshot: snapshot)
    }
}

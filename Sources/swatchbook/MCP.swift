import ArgumentParser
import DesignSystem
import Glibc
import Logging
import StyleGuide

/// `swatchbook mcp`: the MCP server on standard input and output, for editors and assistants
/// that spawn it. Messages are lines of JSON-RPC; the log goes to standard error; it follows
/// changes to the Config as `serve --watch` does and exits 0 when standard input ends.
struct MCP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the design system to AI assistants over MCP on standard input and output."
    )

    @Option(help: "The Config folder to serve (default: Config).")
    var config: String?

    @Option(help: "Serve a token set alone, without a Config: a DTCG resolver document, a token file, a Tokens Studio export or Figma variables (not with --config).")
    var resolver: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical (the log goes to standard error).")
    var logLevel: Logger.Level = .info

    @Flag(help: "Refuse a Config whose token files bend any rule of the format (otherwise: a warning each).")
    var strict = false

    func validate() throws {
        try TokenSetOption.validate(resolver: resolver, config: config)
    }

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        LogSetup.bootstrap(level: logLevel)
        let logger = Logger(label: "swatchbook")
        let configFolder = config ?? "Config"
        let served = resolver ?? configFolder
        let publicFolder = resolver == nil ? PublicFolder.besides(config: configFolder) : .absent
        let snapshot = try Serve.loadOrExit(configFolder, resolver: resolver, publicFolder: publicFolder, strictness: strict ? .strict : .tolerant)
        for warning in snapshot.warnings { logger.warning("\(warning)") }
        let store = SnapshotStore(snapshot)
        let server = MCPStdioServer(store: store) { line in Console.write(bytes: line, to: STDOUT_FILENO) }
        let reloader = Reloader(store: store, served: served, publicFolder: nil, logger: logger)
        let watcher = reloader.watch(publicCandidate: nil)
        logger.info("serving '\(snapshot.settings.name)' from \(served) over MCP on standard input and output")
        LogSetup.flush()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            server.receive(buffer[..<count])
        }
        server.finish()
        watcher.stop()
        logger.info("standard input ended; stopping")
        LogSetup.flush()
    }
}

import ArgumentParser
import DesignSystem
import Glibc
import Logging
import MicroHTTP
import StyleGuide

/// `swatchbook serve`: serves the guide, the API and the previews until SIGTERM or SIGINT.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the style guide, the token API and the component previews."
    )

    @Option(help: "The Config folder to serve (default: Config).")
    var config: String?

    @Option(help: "Serve a token set alone, without a Config: a DTCG resolver document, a token file, a Tokens Studio export or Figma variables (not with --config).")
    var resolver: String?

    @Option(name: .customLong("public"),
            help: "The team's own files (images, fonts, icons its samples use), served at /assets/ (default: a folder named Public beside the Config, when there is one).")
    var publicDirectory: String?

    @Option(help: "The address to listen on (overrides HOST and swatchbook.json).")
    var host: String?

    @Option(help: "The port to listen on; 0 picks a free one (overrides PORT and swatchbook.json).")
    var port: Int?

    @Option(help: "Worker threads (default: one per CPU core).")
    var threads: Int?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    @Flag(help: "Refuse a Config whose token files bend any rule of the format (otherwise: a warning each).")
    var strict = false

    @Flag(help: "Reload the Config when a file in it changes, and have open pages reload themselves.")
    var watch = false

    @Option(name: .customLong("tls-cert"),
            help: "Serve HTTPS with this PEM certificate chain (with --tls-key; overrides SWATCHBOOK_TLS_CERT). SIGHUP reads it again.")
    var tlsCertificate: String?

    @Option(name: .customLong("tls-key"),
            help: "The PEM private key of --tls-cert, unencrypted (overrides SWATCHBOOK_TLS_KEY).")
    var tlsKey: String?

    func validate() throws {
        if let port, !(0...65_535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
        if let threads, !(1...1024).contains(threads) { throw ValidationError("--threads must be from 1 to 1024") }
        try TokenSetOption.validate(resolver: resolver, config: config)
        _ = try TLSOptions.configuration(certificate: tlsCertificate, key: tlsKey)
    }

    /// The Config folder served (when no `--resolver` is given).
    var configFolder: String { config ?? "Config" }

    /// What is served, as the log names it.
    var served: String { resolver ?? configFolder }

    func run() throws {
        let started = ContinuousClock.now
        let timings = LoadTimings()
        let signals = SignalWaiter()
        LogSetup.bootstrap(level: logLevel)
        let logger = Logger(label: "swatchbook")
        let environmentPort = try Self.environmentPort()
        let environmentHost = try Self.environmentHost()
        let tls = try TLSOptions.configuration(certificate: tlsCertificate, key: tlsKey)
        let publicFolder = try self.publicFolder()
        let snapshot = try Self.loadOrExit(configFolder, resolver: resolver, publicFolder: publicFolder, strictness: strict ? .strict : .tolerant,
                                           timings: timings, givingBackLater: true)
        for warning in snapshot.warnings { logger.warning("\(warning)") }
        let store = SnapshotStore(snapshot)
        let settings = snapshot.settings
        let machineTokens = timings.measure("machine tokens") { Self.machineTokens(of: store, logger: logger) }
        let configuration = ServerConfiguration(
            host: host ?? environmentHost ?? settings.host,
            port: port ?? environmentPort ?? settings.port,
            threads: threads ?? settings.threads,
            limits: settings.limits,
            tls: tls
        )
        let server: Server
        do {
            let application = try timings.measure("application") {
                try Application(store: store, publicDirectory: publicFolder.directory, logger: logger, liveReload: watch)
            }
            let responder = timings.measure("routes") { application.responder() }
            server = try timings.measure("socket") { try Server(configuration: configuration, responder: responder, logger: logger) }
            application.metrics.watch(server)
        } catch {
            Self.fail("\(error)")
        }
        // The watcher takes its first look before the port is announced: an edit made as soon as
        // `listening on` is read (a script, a test) is a change it sees, never its starting point.
        let reloader = Reloader(store: store, served: served, publicFolder: publicFolderFollowed, logger: logger)
        let watcher = watch ? timings.measure("watcher") { reloader.watch(publicCandidate: publicCandidate) } : nil
        Console.write("listening on \(server.scheme)://\(Self.urlHost(configuration.host)):\(server.port)")
        let startup = "start-up: \(LoadTimings.milliseconds(ContinuousClock.now - started)) ms to listening, "
            + "\(LoadTimings.milliseconds(StartupCPU.used)) ms of CPU; \(timings.summary)"
        logger.debug("\(startup)")
        // What reading the files took and the Snapshot no longer needs goes back, now that readers are answered.
        FreedMemory.giveBack()
        logger.info("serving '\(settings.name)' from \(served) with \(configuration.threads) threads")
        if let certificate = server.certificate { logger.info("\(TLSOptions.describe(certificate))") }
        signals.wait { signal in
            switch signal {
            case .reload:
                reloader.reload(reason: "")
                reloader.reloadCertificate(of: server)
                machineTokens.reload()
                return true
            case .stop:
                // Each server thread buffers its own lines: writing them out before each of
                // these two lines puts the requests they follow above them.
                LogSetup.flush()
                logger.info("stopping: finishing requests in flight")
                watcher?.stop()
                server.stop() // for up to limits.shutdownGraceMilliseconds
                LogSetup.flush()
                logger.info("stopped")
                LogSetup.flush()
                return false
            }
        }
    }

    /// The `PORT` environment variable, when set.
    static func environmentPort() throws -> Int? {
        guard let value = getenv("PORT"), case let text = String(cString: value), !text.isEmpty else { return nil }
        guard let port = Int(text), (0...65_535).contains(port) else {
            throw ValidationError("the PORT environment variable must be a port from 0 to 65535, found '\(text)'")
        }
        return port
    }

    /// The `HOST` environment variable, when set: an address to listen on (`0.0.0.0` in the
    /// Docker image, so a command that leaves out `--host` still answers from outside the container).
    static func environmentHost() throws -> String? {
        guard let value = getenv("HOST"), case let text = String(cString: value), !text.isEmpty else { return nil }
        guard !text.contains(where: { $0 == " " || $0 == "/" || $0.isNewline }) else {
            throw ValidationError("the HOST environment variable must be an address such as 0.0.0.0 or ::, found '\(text)'")
        }
        return text
    }

    /// The public folder: `--public` (which must be a folder), else `Public` beside the Config, else none
    /// (none for a token set alone, unless `--public` names one).
    func publicFolder() throws -> PublicFolder {
        guard let publicDirectory else { return resolver == nil ? PublicFolder.besides(config: configFolder) : .absent }
        guard PublicFolder.isFolder(publicDirectory) else {
            throw ValidationError("--public names '\(publicDirectory)', which is not a folder")
        }
        return .at(publicDirectory)
    }

    /// Where a `Public` folder would be, watched even before it exists: `--public`, else beside
    /// the Config; none for a token set alone without `--public`.
    var publicCandidate: String? {
        if let publicDirectory { return publicDirectory }
        guard resolver == nil else { return nil }
        let parent = ConfigLoader.parentFolder(of: configFolder)
        return (parent == "/" ? "" : parent) + "/Public"
    }

    /// How each reload finds the public folder: again beside the Config (it may have been made
    /// since), unless `--public` named one or a token set is served alone.
    var publicFolderFollowed: (@Sendable () -> PublicFolder)? {
        guard publicDirectory == nil, resolver == nil else { return nil }
        let config = configFolder
        return { PublicFolder.besides(config: config) }
    }

    /// The snapshot of the Config (or token set), or exit 1 naming every problem. What reading the
    /// files took and the Snapshot no longer needs goes back to the system unless `givingBackLater`
    /// (`serve` gives it back once listening, so that start-up does not wait for it).
    static func loadOrExit(_ directory: String, resolver: String? = nil, publicFolder: PublicFolder, strictness: Strictness,
                           timings: LoadTimings = LoadTimings(), givingBackLater: Bool = false) throws -> Snapshot {
        switch TokenSetOption.load(resolver: resolver, config: directory, publicFolder: publicFolder, strictness: strictness, timings: timings) {
        case .success(let snapshot):
            if !givingBackLater { FreedMemory.giveBack() }
            return snapshot
        case .failure(let problems): fail("cannot serve \(resolver ?? directory):\n\(problems)")
        }
    }

    /// The machine tokens the tokens file holds (none when no file is named), following the
    /// Config's reloads; exits 1 when the file cannot be used at start.
    static func machineTokens(of store: SnapshotStore, logger: Logger) -> MachineTokenSet {
        let tokens = store.machineTokens
        if !tokens.problems.isEmpty {
            fail("cannot serve with this tokens file:\n\(tokens.problems.map(\.description).joined(separator: "\n"))")
        }
        tokens.log(to: logger)
        return tokens
    }

    static func fail(_ message: String) -> Never {
        Console.writeError("error: \(message)")
        Glibc.exit(1)
    }

    static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

// rating-guide: serves this example's Config with the built-in components and Rating, until
// SIGINT or SIGTERM.
//
//     rating-guide [PORT [CONFIG]]
//
// The port is the first argument, else the PORT environment variable, else the Config's
// swatchbook.json (0 picks a free one); the Config folder is the second argument, else ./Config.
import DesignSystem
import Glibc
import Logging
import MicroHTTP
import RatingComponent
import StyleGuide

/// Writes `line` unbuffered, so that it shows before the program waits.
func say(_ line: String, to descriptor: Int32 = STDOUT_FILENO) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// Says what went wrong on standard error and exits with `status` (2: a usage error).
func fail(_ message: String, status: Int32 = 1) -> Never {
    say("rating-guide: \(message)", to: STDERR_FILENO)
    exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
let configDirectory = arguments.dropFirst().first ?? "Config"
let portText = arguments.first ?? getenv("PORT").map { String(cString: $0) }
if let portText, Int(portText).map({ (0...65_535).contains($0) }) != true {
    fail("the port must be a number from 0 to 65535, found '\(portText)'", status: 2)
}

// Block the stop signals before any server thread starts (threads inherit the mask), so that
// sigwait below receives them instead of a default handler killing the process mid-request.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
signal(SIGPIPE, SIG_IGN)

// The compiled components: every built-in one, and ours. Template components of the Config join them.
let components = ComponentCatalog.builtIn + [CatalogEntry(Rating.self)]
let publicFolder = PublicFolder.besides(config: configDirectory)
let snapshot: Snapshot
switch SnapshotLoader.load(configDirectory: configDirectory, publicFolder: publicFolder, components: components) {
case .success(let loaded): snapshot = loaded
case .failure(let problems): fail("cannot serve \(configDirectory):\n\(problems)")
}

let logger = Logger(label: "rating-guide")
for warning in snapshot.warnings { logger.warning("\(warning)") }
let settings = snapshot.settings
let server: Server
do {
    let application = try Application(store: SnapshotStore(snapshot), publicDirectory: publicFolder.directory, logger: logger)
    let configuration = ServerConfiguration(host: settings.host, port: portText.flatMap { Int($0) } ?? settings.port,
                                            threads: settings.threads, limits: settings.limits)
    server = try Server(configuration: configuration, responder: application.responder(), logger: logger)
} catch {
    fail("\(error)")
}
say("listening on http://\(settings.host):\(server.port)")

var received: Int32 = 0
sigwait(&stopSignals, &received)
logger.info("stopping: finishing requests in flight")
server.stop(gracePeriod: .milliseconds(1500))

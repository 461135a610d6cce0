// What the in-process benchmarks share: their arguments, the application over a freshly loaded
// Snapshot, a GET through its whole responder chain, and the arithmetic of timing.

import DesignSystem
import Glibc
import Logging
import MicroHTTP
import StyleGuide

/// The application of one Config and Public folder, served in process (no sockets).
public struct InProcessSite {
    /// The Config folder.
    public let config: String
    /// The folder served at /assets/.
    public let publicFolder: String
    /// How many rounds to measure.
    public let runs: Int
    private let logger = Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Reads `[CONFIG [PUBLIC [RUNS]]]` from the command line; `defaultRuns` when RUNS is absent.
    public init(defaultRuns: Int) {
        let arguments = CommandLine.arguments
        config = arguments.count > 1 ? arguments[1] : "Config"
        publicFolder = arguments.count > 2 ? arguments[2] : "Public"
        runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? defaultRuns) : defaultRuns
    }

    /// A fresh application over a newly loaded Snapshot: nothing rendered or cached yet.
    /// Exits when the Config does not load.
    public func freshResponder() -> SiteResponder {
        switch SnapshotLoader.load(configDirectory: config, publicFolder: .at(publicFolder), strictness: .strict) {
        case .failure(let problems):
            fail("cannot load \(config):\n\(problems)")
        case .success(let snapshot):
            do {
                return try Application(store: SnapshotStore(snapshot), publicDirectory: publicFolder, logger: logger).responder()
            } catch {
                fail("cannot serve \(publicFolder): \(error)")
            }
        }
    }
}

/// GETs `target` through `responder`; exits unless it answers 200.
public func get(_ responder: SiteResponder, _ target: String) -> Response {
    var headers = Headers()
    headers.add("Host", "localhost")
    do {
        let response = try responder.respond(to: Request(method: .get, target: target, headers: headers))
        guard response.status == .ok else { fail("\(target): status \(response.status)") }
        return response
    } catch {
        fail("\(target): \(error)")
    }
}

/// `duration` in seconds.
public func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The middle value of `values` (the upper one of two for an even count).
public func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Prints `message` and exits 1.
public func fail(_ message: String) -> Never {
    print(message)
    exit(1)
}

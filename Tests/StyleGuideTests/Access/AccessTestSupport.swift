import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
@testable import StyleGuide

/// A recognizer written for tests: `Authorization: Test NAME SCOPE,SCOPE` is a machine reader with
/// those scopes, `Authorization: Test-Bad` is refused, anything else is not its kind.
struct TestRecognizer: ReaderRecognizer {
    func recognize(_ request: Request) -> Recognition {
        guard let value = request.headers["Authorization"] else { return .absent }
        if value == "Test-Bad" { return .refused(reason: "a bad test credential") }
        let parts = value.split(separator: " ").map(String.init)
        guard parts.count == 3, parts[0] == "Test" else { return .absent }
        let scopes = Set(parts[2].split(separator: ",").compactMap { AccessScope(rawValue: String($0)) })
        return .reader(Reader(method: .token, name: parts[1], scopes: scopes))
    }
}

/// The settings of a private test Config, with `extra` members added (`"corsOrigins": [...]`).
func privateSettings(_ extra: String = "") -> String {
    #"{"name": "Secret Harbor", "access": "private""# + (extra.isEmpty ? "" : ", " + extra) + "}"
}

/// A Config with `settings` served over loopback with `access`, its audit lines collected in `lines`.
func withAccessSite(settings: String, access: AccessControl = AccessControl(recognizers: [TestRecognizer()]),
                    _ body: (Server, Application) throws -> Void) throws {
    let config = try TemporaryConfig(settings: settings)
    defer { config.remove() }
    let snapshot = try SnapshotLoader.load(configDirectory: config.directory, publicFolder: .absent, strictness: .tolerant).get()
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: SnapshotStore(snapshot), publicDirectory: nil, logger: logger, access: access)
    try withServer(application.responder()) { server in try body(server, application) }
}

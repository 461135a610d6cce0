import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
@testable import StyleGuide

/// The Config in `directory` served over loopback on port 0; sample images checked against
/// `publicFolder` when one is given (and served from it).
func withServedConfig(_ directory: String, publicFolder: String? = nil, strictness: Strictness = .tolerant,
                      _ body: (Server) throws -> Void) throws {
    let folder: PublicFolder = publicFolder.map { .at($0) } ?? .absent
    let snapshot = try SnapshotLoader.load(configDirectory: directory, publicFolder: folder, strictness: strictness).get()
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: SnapshotStore(snapshot), publicDirectory: publicFolder, logger: logger)
    try withServer(application.responder(), body)
}

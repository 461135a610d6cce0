import MicroHTTP
import Synchronization

/// `/assets/…` for a server started under `--watch` with no public folder: it serves the public
/// folder of the snapshot being served, once a reload has found one (a `Public` folder made
/// beside the Config after start), and answers 404 until then, as with no folder at all.
struct LatePublicFiles: Responder {
    let store: SnapshotStore
    /// The files of the folder last served, made again when the snapshot names another.
    private let served = ServedFolder()

    /// A responder following the public folder of `store`'s snapshot.
    init(store: SnapshotStore) { self.store = store }

    /// Answers from the snapshot's public folder, or 404 when it has none.
    func respond(to request: Request) throws -> Response {
        guard let folder = store.current.publicFolder.directory, let files = served.files(for: folder) else {
            throw HTTPError(.notFound, "no such asset")
        }
        return try files.respond(to: request)
    }

    /// The static files of one folder at a time, made on first use.
    private final class ServedFolder: Sendable {
        private let current = Mutex<(folder: String, files: StaticFiles)?>(nil)

        /// The files of `folder`, kept for the next request; nil when it is not a readable folder.
        func files(for folder: String) -> StaticFiles? {
            current.withLock { current in
                if let current, current.folder == folder { return current.files }
                guard let made = try? StaticFiles(root: folder, cacheControl: nil) else { return nil }
                current = (folder, made)
                return made
            }
        }
    }
}

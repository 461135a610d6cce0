import Glibc
import Synchronization

/// Serves the files below one folder, mounted on a route ending in a `{path...}` wildcard.
///
/// Only regular files whose real path (symlinks resolved) lies below the folder are served,
/// never dotfiles. Contents are kept in memory with their ETag and gzip form. A cached file is
/// checked against its `stat` again once `revalidateAfter` has passed since the last check
/// (one second by default), so an edited file is served fresh without a system call per request.
public struct StaticFiles: Responder {
    private let root: String
    private let realRoot: String
    private let cacheControl: String
    private let revalidateAfter: Duration
    private let cache = FileCache()

    /// Serves the folder at `root`; fails when it is not a readable folder.
    public init(root: String, cacheControl: String = "public, max-age=300",
                revalidateAfter: Duration = .seconds(1)) throws(ServerError) {
        guard let resolved = realpath(root, nil) else {
            throw ServerError(.publicFolderMissing, "the public folder '\(root)' does not exist")
        }
        defer { free(resolved) }
        var info = stat()
        guard stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ServerError(.publicFolderMissing, "'\(root)' is not a folder")
        }
        self.root = root
        self.realRoot = String(cString: resolved)
        self.cacheControl = cacheControl
        self.revalidateAfter = revalidateAfter
    }

    /// Answers with the file the request's wildcard names.
    public func respond(to request: Request) throws -> Response {
        let relative = try StaticPath.relativePath(request.parameters.wildcard).get()
        let now = ContinuousClock.now
        let cached = cache.entry(for: relative)
        if let cached, now - cached.checkedAt < revalidateAfter { return cached.response }
        let path = root + "/" + relative
        var info = stat()
        guard stat(path, &info) == 0 else {
            cache.remove(relative)
            throw StaticPath.notFound
        }
        let identity = FileIdentity(info)
        let response = try cached.flatMap { $0.identity == identity ? $0.response : nil }
            ?? load(path: path, identity: identity)
        cache.store(FileCache.Entry(identity: identity, checkedAt: now, response: response), for: relative)
        return response
    }

    private func load(path: String, identity: FileIdentity) throws(HTTPError) -> Response {
        guard identity.isRegularFile, let resolved = realpath(path, nil) else { throw StaticPath.notFound }
        let real = String(cString: resolved)
        free(resolved)
        let prefix = realRoot == "/" ? "/" : realRoot + "/"
        guard real.hasPrefix(prefix), StaticPath.isVisible(relativeResolvedPath: real.dropFirst(prefix.count)),
              let bytes = Self.readFile(real)
        else { throw StaticPath.notFound }
        let body = Payload(bytes)
        let fileExtension = path.split(separator: ".").last.map(String.init) ?? ""
        var headers: Headers = ["ETag": body.etag, "Cache-Control": cacheControl]
        headers.reserveCapacity(12)
        return Response(contentType: .forFileExtension(fileExtension), body: body, headers: headers)
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

/// What identifies one version of a file: device, inode, size and modification time.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let isRegularFile: Bool

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }
}

/// The prepared responses of files already served, by relative path.
final class FileCache: Sendable {
    /// One file's prepared response; a class, so a lookup copies one reference.
    final class Entry: Sendable {
        let identity: FileIdentity
        let checkedAt: ContinuousClock.Instant
        let response: Response

        init(identity: FileIdentity, checkedAt: ContinuousClock.Instant, response: Response) {
            self.identity = identity
            self.checkedAt = checkedAt
            self.response = response
        }
    }

    private let entries = Mutex<[String: Entry]>([:])

    func entry(for path: String) -> Entry? { entries.withLock { $0[path] } }

    func store(_ entry: Entry, for path: String) { entries.withLock { $0[path] = entry } }

    func remove(_ path: String) { _ = entries.withLock { $0.removeValue(forKey: path) } }
}

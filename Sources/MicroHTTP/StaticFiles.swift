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
    private let cacheControl: String?
    /// Nanoseconds of the monotonic clock.
    private let revalidateAfter: Int
    private let cache = FileCache()

    /// Serves the folder at `root`; fails when it is not a readable folder. Files are sent with
    /// `cacheControl`, or with no `Cache-Control` (for a wrapper to give one) when it is nil.
    public init(root: String, cacheControl: String? = "public, max-age=300",
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
        self.revalidateAfter = MonotonicTime.nanoseconds(revalidateAfter)
    }

    /// Answers with the file the request's wildcard names.
    public func respond(to request: Request) throws -> Response {
        let relativePath = try StaticPath.relativePath(request.parameters.wildcardPath)
        let now = MonotonicTime.coarseNow()
        let cached = cache.entry(for: relativePath)
        if let cached, now - cached.checkedAt < revalidateAfter { return cached.response }
        let path = root + "/" + relativePath
        var info = stat()
        guard stat(path, &info) == 0 else {
            cache.remove(relativePath)
            throw StaticPath.notFound
        }
        let identity = FileIdentity(info)
        let unchanged = cached.flatMap { $0.identity == identity ? $0.response : nil }
        // Reading, copying and hashing a large file takes milliseconds: slow work, on a render thread.
        if unchanged == nil, Int(info.st_size) >= AcceptEncoding.slowBytes { try SlowWork.start() }
        let response = try unchanged ?? load(path: path, identity: identity)
        cache.store(FileCache.Entry(identity: identity, checkedAt: now, response: response), for: relativePath)
        return response
    }

    /// True when the file at `relativePath` below the folder (a decoded path, as a sample or
    /// the settings name an image) would be served: the same rule as for a request.
    public func servesFile(atRelativePath relativePath: String) -> Bool {
        var info = stat()
        let path = root + "/" + relativePath
        return !relativePath.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0.hasPrefix(".") }
            && stat(path, &info) == 0 && servedPath(path, identity: FileIdentity(info)) != nil
    }

    /// The real path of the file at `path`, when it is a regular file whose real path (links
    /// resolved) lies below the folder and names no dotfile; nil otherwise.
    private func servedPath(_ path: String, identity: FileIdentity) -> String? {
        guard identity.isRegularFile, let resolved = realpath(path, nil) else { return nil }
        let real = String(cString: resolved)
        free(resolved)
        let prefix = realRoot == "/" ? "/" : realRoot + "/"
        guard real.hasPrefix(prefix), StaticPath.isVisible(relativeResolvedPath: real.dropFirst(prefix.count)) else { return nil }
        return real
    }

    private func load(path: String, identity: FileIdentity) throws(HTTPError) -> Response {
        guard let real = servedPath(path, identity: identity) else { throw StaticPath.notFound }
        guard let bytes = try Self.readRegularFile(real) else { throw StaticPath.notFound }
        let body = Payload(bytes)
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
        let contentType = MediaType.forFileExtension(fileExtension)
        var headers: Headers = ["ETag": body.etag]
        if let cacheControl { headers.add("Cache-Control", cacheControl) }
        // Said here, once, rather than added to every answer by compression (a copy of the
        // cached headers per request): a compressible file's bytes depend on Accept-Encoding.
        if contentType.isCompressible { headers.add("Vary", "Accept-Encoding") }
        headers.reserveCapacity(12)
        var response = Response(contentType: contentType, body: body, headers: headers)
        // The file can change on disk while the server's generation stays: never sent again unasked.
        response.reuse = .never
        return response
    }

    /// The largest file served, so one request cannot make the server read a huge file into memory.
    public static let maximumFileBytes = 64 * 1024 * 1024

    /// The contents of the regular file at `path`; nil when it is not one (a FIFO or device
    /// swapped in is never read: it is opened without blocking and checked after opening).
    private static func readRegularFile(_ path: String) throws(HTTPError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        guard info.st_size <= maximumFileBytes else {
            throw HTTPError(.internalServerError, "the asset is larger than \(maximumFileBytes) bytes and is not served")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }
}

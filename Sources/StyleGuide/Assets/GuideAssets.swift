import MicroHTTP

/// The guide's own stylesheets, script and logo, compiled into the binary and served at
/// `/_swatchbook/`, apart from the team's files under `/assets/`.
///
/// Pages link each file by a content-hashed name (`/_swatchbook/css/swatchbook.1a2b….css`),
/// which is cached for a year as immutable: a new build changes the name. The plain name
/// (`/_swatchbook/css/swatchbook.css`) answers too, revalidated by its ETag (and kept by shared
/// caches as ``CacheSettings`` says), for links from
/// outside; so does a hashed name of another build (a page rendered by an older replica during a
/// rolling deploy), so that page is still styled.
struct GuideAssets: Responder {
    /// The route prefix.
    static let prefix = "/_swatchbook/"

    /// The responses, by the path they answer below ``prefix``: hashed and plain names alike.
    private static let responses: [String: Response] = {
        var responses: [String: Response] = [:]
        for (path, file) in EmbeddedFiles.below("guide/") {
            let body = Payload(file.bytes)
            let type = MediaType.forFileExtension(String(file.name.split(separator: ".").last ?? ""))
            func response(cacheControl: String?) -> Response {
                var headers: Headers = ["ETag": "\"\(file.hash)\""]
                if let cacheControl { headers.add("Cache-Control", cacheControl) }
                if type.isCompressible { headers.add("Vary", "Accept-Encoding") }
                var response = Response(contentType: type, body: body, headers: headers)
                // Compiled into the program: the server may send it again unasked, whatever the load.
                response.reuse = .untilReload
                return response
            }
            // The plain name gets the shared-cache policy (``SharedCaching``), the hashed one a year.
            responses[path] = response(cacheControl: nil)
            responses[hashedPath(path, hash: file.hash)] = response(cacheControl: "public, max-age=31536000, immutable")
        }
        return responses
    }()

    /// The URL pages link `path` (below `guide/`, such as `css/swatchbook.css`) by: its hashed name.
    static func url(_ path: String) -> String {
        guard let url = urls[path] else {
            preconditionFailure("no embedded guide asset '\(path)'")
        }
        return url
    }

    /// Each asset's URL by its path below `guide/`, made once (every page links three or four).
    private static let urls: [String: String] = EmbeddedFiles.below("guide/").reduce(into: [:]) { urls, asset in
        urls[asset.key] = prefix + hashedPath(asset.key, hash: asset.value.hash)
    }

    /// `css/swatchbook.css` with `hash` before the extension: `css/swatchbook.<hash>.css`.
    static func hashedPath(_ path: String, hash: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[slash...].lastIndex(of: ".") else { return path + "." + hash }
        return String(path[..<dot]) + "." + hash + String(path[dot...])
    }

    /// The plain path of a hashed one of any build (`css/swatchbook.0123456789abcdef.css` →
    /// `css/swatchbook.css`); nil when `path` carries no hash.
    static func unhashedPath(_ path: String) -> String? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let hash = parts.dropLast().last, hash.count == 16,
              hash.allSatisfy(\.isHexDigit) else { return nil }
        return (parts.dropLast(2) + [parts.last!]).joined(separator: ".")
    }

    func respond(to request: Request) throws -> Response {
        // Looked up among known names only: nothing is read from disk.
        let path = request.parameters.wildcard.joined(separator: "/")
        if let response = Self.responses[path] { return response }
        guard let plain = Self.unhashedPath(path), let response = Self.responses[plain] else {
            throw HTTPError(.notFound, "there is no guide asset '\(path)'")
        }
        return response
    }
}

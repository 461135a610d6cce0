import DesignSystem

/// What `resources/list` offers and `resources/read` reads: every docs page (the Config's and
/// the manual's) as markdown at `swatchbook://docs/{page}`, and every token file of the Config at
/// `swatchbook://tokens/{path}` (its path inside the Config folder).
///
/// Only what the snapshot lists can be read: a URI is looked up among them, never turned into a
/// path, and a token file is read through the Config's boundary and its `tokenFileBytes` limit.
enum MCPResources {
    /// The scheme and host every docs page's URI starts with.
    static let docsPrefix = "swatchbook://docs/"
    /// The scheme and host every token file's URI starts with.
    static let tokensPrefix = "swatchbook://tokens/"

    /// The `resources` of `resources/list`: docs pages in path order, then token files in the resolver's order.
    static func list(for snapshot: Snapshot) -> [JSON] {
        let docs = (snapshot.docs.pages + snapshot.docs.manual).map { page -> JSON in
            var entry = JSONObject([("uri", .string(docsPrefix + page.path)), ("name", .string(page.path)),
                                    ("title", .string(page.title)), ("mimeType", "text/markdown")])
            entry.setValue(.string(page.description ?? page.summary), forKey: "description")
            return .object(entry)
        }
        let tokens = tokenFiles(of: snapshot).map { file -> JSON in
            .object(JSONObject([("uri", .string(tokensPrefix + file.relative)), ("name", .string(file.relative)),
                                ("title", .string(file.relative)), ("description", "A token file of the design system (DTCG JSON)"),
                                ("mimeType", "application/json")]))
        }
        return docs + tokens
    }

    /// The `contents` of `resources/read` for `uri`, or the error for a URI that names nothing here.
    static func read(_ uri: String, snapshot: Snapshot) throws(JSONRPCError) -> JSON {
        if uri.hasPrefix(docsPrefix), case let path = String(uri.dropFirst(docsPrefix.count)),
           let page = snapshot.docs.page(at: path) {
            return content(uri: uri, mimeType: "text/markdown", text: page.markdown)
        }
        if uri.hasPrefix(tokensPrefix), case let relative = String(uri.dropFirst(tokensPrefix.count)),
           let file = tokenFiles(of: snapshot).first(where: { $0.relative == relative }) {
            let boundary = ConfigBoundary(directory: snapshot.configDirectory).allowingOutside(snapshot.settings.followLinksOutsideConfig)
            switch DiskTokenFileSource(boundary: boundary).contents(of: file.path, within: snapshot.settings.tokenLimits) {
            case .success(let bytes): return content(uri: uri, mimeType: "application/json", text: String(decoding: bytes, as: UTF8.self))
            case .failure(let problem): throw JSONRPCError(code: -32603, message: "Internal error: \(problem)", data: ["uri": .string(uri)])
            }
        }
        throw .resourceNotFound(uri)
    }

    private static func content(uri: String, mimeType: String, text: String) -> JSON {
        ["contents": [.object(JSONObject([("uri", .string(uri)), ("mimeType", .string(mimeType)), ("text", .string(text))]))]]
    }

    /// The token files the snapshot's resolver names that lie inside the Config folder, with their paths there.
    static func tokenFiles(of snapshot: Snapshot) -> [(path: String, relative: String)] {
        let folder = snapshot.configDirectory.hasSuffix("/") ? snapshot.configDirectory : snapshot.configDirectory + "/"
        return TokenSetConfig.files(of: snapshot.tokens, file: snapshot.tokens.document.file).compactMap { path in
            guard path.hasPrefix(folder), !path.contains("/../"), !path.contains("/./") else { return nil }
            return (path, String(path.dropFirst(folder.count)))
        }
    }
}

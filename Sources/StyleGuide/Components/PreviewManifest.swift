import DesignSystem
import MicroHTTP

/// `GET /api/previews`: every preview's canonical URL with its component, style, size, state,
/// sample, inputs (each modifier's context), the SHA-256 of the bytes that URL answers with and one
/// that also covers the token values its style resolves to,
/// a page at a time, for visual-test runners to shard.
///
/// The previews are ``PreviewEnumeration``'s (the export's `all` previews) in the resolver's
/// contexts; the colour-scheme `auto` is left out, since it shows the light or dark preview by
/// the browser's setting. Hashing means rendering, so a page renders only its own previews
/// (through the preview cache), at most `previewsPerPage` of them, and is kept per snapshot.
enum PreviewManifest {
    /// Where it is served.
    static let path = "/api/previews"
    /// Pages kept per snapshot, and their bytes.
    static let cachedPages = 512
    static let cachedBytes = 8 * 1_048_576

    /// The previews the manifest lists for `library`: its catalog in every context of the resolver.
    static func enumeration(of library: ComponentLibrary) -> PreviewEnumeration {
        PreviewEnumeration(config: library.config,
                           modifiers: library.tokenAPI.system.modifiers.map { .init(name: $0.name, choices: $0.contextNames) })
    }

    /// The page `query` asks for: from the snapshot's cache of pages, else rendered and kept.
    static func response(for query: QueryItems, library: ComponentLibrary) throws(HTTPError) -> Response {
        let everything = enumeration(of: library)
        let asked = try PreviewManifestQuery.read(query, enumeration: everything, limit: library.settings.previewsPerPage)
        let chosen = asked.chosen(from: everything)
        let slice = try PageSlice.read(query, total: chosen.count, size: asked.perPage)
        return try library.manifestPages.response(for: Key(query: asked, page: slice.number)) { () throws(HTTPError) -> Response in
            let previews = slice.range.map { position in entry(chosen.preview(at: position), library: library) }
            return Response.json(page(previews, slice: slice, query: asked)).taggedWithETag()
        }
    }

    /// A page's key in the cache.
    struct Key: Hashable, Sendable {
        let query: PreviewManifestQuery
        let page: Int
    }

    /// The page's JSON: counts, the link to the next page (null on the last), and its previews.
    static func page(_ previews: [JSON], slice: PageSlice, query: PreviewManifestQuery, next: String? = nil) -> JSON {
        let following = slice.number < slice.pages ? (next ?? query.link(toPage: slice.number + 1)) : nil
        return .object(JSONObject([
            ("total", .number(Double(slice.total))), ("page", .number(Double(slice.number))), ("pages", .number(Double(slice.pages))),
            ("perPage", .number(Double(query.perPage))), ("hash", "sha256"),
            ("next", following.map(JSON.string) ?? .null), ("previews", .array(previews)),
        ]))
    }

    /// One preview's entry, rendered (or taken from the preview cache) to hash its bytes.
    static func entry(_ preview: PreviewEnumeration.Preview, library: ComponentLibrary) -> JSON {
        do {
            let response = try library.preview(component: preview.component.rawValue, query: QueryItems(preview.items))
            guard response.status == .ok else { return entry(preview, url: preview.url, status: Int(response.status.code), body: nil, library: library) }
            return entry(preview, url: preview.url, status: 200, body: response.body.bytes, library: library)
        } catch {
            return entry(preview, url: preview.url, status: Int(error.status.code), body: nil, library: library)
        }
    }

    /// One preview's entry with its URL, status and the bytes it answers with (nil unless 200):
    /// `sha256` is theirs; `visualSha256` is that of the text `<sha256>\n<ETag of the lookup of
    /// its style in its context>` (every token value it draws with), so it changes when either
    /// does; the lookup's ETag is computed once per lookup, which eleven samples' previews share.
    static func entry(_ preview: PreviewEnumeration.Preview, url: String, status: Int, body: [UInt8]?,
                      library: ComponentLibrary) -> JSON {
        entry(preview, url: url, status: status, sha256: body.map(SHA256.hex), library: library)
    }

    /// One preview's entry with its URL, status and the SHA-256 of the bytes it answers with (nil unless 200), as hex.
    static func entry(_ preview: PreviewEnumeration.Preview, url: String, status: Int, sha256 hash: String?,
                      library: ComponentLibrary) -> JSON {
        let look = hash == nil ? nil : try? library.lookup(PreviewVariant.read(
            QueryItems(Array(preview.variantItems[1...2]) + preview.inputs), component: preview.component,
            style: preview.style.rawValue, library: library, readsSample: false))
        return .object(JSONObject([
            ("url", .string(url)), ("component", .string(preview.component.rawValue)), ("style", .string(preview.style.rawValue)),
            ("size", .string(preview.size.rawValue)), ("state", .string(preview.state.rawValue)),
            ("sample", preview.sample.map(JSON.string) ?? .null),
            ("inputs", .object(JSONObject(preview.inputs.map { ($0.name, JSON.string($0.value)) }))),
            ("status", .number(Double(status))), ("sha256", hash.map(JSON.string) ?? .null),
            ("visualSha256", hash.map { .string(SHA256.hex(Array("\($0)\n\(look?.body.etag ?? "")".utf8))) } ?? .null),
        ]))
    }
}

/// `GET /api/previews?component=&<modifier>=&page=&perPage=`: a page of the preview manifest.
struct PreviewManifestRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        try PreviewManifest.response(for: request.query, library: store.current.components)
    }
}

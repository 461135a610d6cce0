import DesignSystem
import DesignTokens
import MicroHTTP

extension StaticExport {
    /// `api/previews.json` and its further pages (`api/previews/page=2.json`, …): the preview
    /// manifest of the server (``PreviewManifest``), each URL the exported preview's link under
    /// the base path and each `sha256` that of the file once its links are rewritten; their
    /// manifest entries by path. Written only when the export holds `all` previews (with
    /// `linked`, most of the URLs would lead nowhere). No filters: a static host has no query.
    func previewManifest(_ pages: ExportPageStore, in staging: ExportStaging) throws(ExportError) -> [String: ExportManifest.Entry] {
        guard previews == .all else { return [:] }
        let enumeration = PreviewManifest.enumeration(of: snapshot.components)
        let perPage = min(PreviewManifestQuery.defaultPerPage, snapshot.settings.previewsPerPage)
        let query = PreviewManifestQuery(component: nil, fixed: [], perPage: perPage, perPageAsked: false)
        let total = enumeration.count, pageCount = max(1, (total + perPage - 1) / perPage)
        func manifestPage(_ number: Int) -> ExportPage {
            scheme.page(for: ExportLink(path: PreviewManifest.path, query: QueryItems(number == 1 ? [] : [.init(name: PageSlice.parameter, value: String(number))])),
                        inheriting: nil)
        }
        var entries: [String: ExportManifest.Entry] = [:]
        for number in 1...pageCount {
            let start = (number - 1) * perPage
            let slice = PageSlice(number: number, pages: pageCount, range: start..<min(total, start + perPage), total: total)
            // Each entry names its file and reads its checksum: made on the workers, in order.
            let previewEntries = Array(slice.range).concurrentMap(workers: workers) { entry(enumeration.preview(at: $0), pages) }
            let next = number < pageCount ? scheme.link(to: scheme.file(for: manifestPage(number + 1), mediaType: .json)) : nil
            let bytes = PreviewManifest.page(previewEntries, slice: slice, query: query, next: next).serializedBytes()
            let page = manifestPage(number)
            let path = scheme.file(for: page, mediaType: .json)
            guard try staging.create(bytes, at: path) else { throw ExportError(.fileClash, "the preview manifest \(path) is also a page's file") }
            entries[path] = ExportManifest.Entry(path: path, url: page.url(defaults: scheme.defaultChoices), contentType: MediaType.json.value,
                                                 bytes: bytes.count, sha256: SHA256.hex(bytes))
        }
        return entries
    }

    /// The entry of `preview`: its exported file's link and the SHA-256 of that file as written
    /// (its links rewritten); status 404 and no hash when the crawl could not render it.
    private func entry(_ preview: PreviewEnumeration.Preview, _ pages: ExportPageStore) -> JSON {
        let page = scheme.page(for: ExportLink(path: preview.path, query: QueryItems(preview.items)), inheriting: nil)
        guard let written = pages[page] else {
            return PreviewManifest.entry(preview, url: scheme.link(to: scheme.file(for: page, mediaType: .html)), status: 404, body: nil,
                                         library: snapshot.components)
        }
        let file = scheme.file(for: page, mediaType: written.mediaType)
        return PreviewManifest.entry(preview, url: scheme.link(to: file), status: 200, sha256: written.sha256.map(SHA256.hex), library: snapshot.components)
    }
}

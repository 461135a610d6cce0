import DesignTokens
import MicroHTTP

extension StaticExport {
    /// Files whose links are rewritten between two looks at the results.
    private static var chunk: Int { 1024 }

    /// Rewrites the links of every HTML page, stylesheet and markdown file in `staging` to the
    /// files of the pages written, a chunk of files at a time on the workers, and records each
    /// one's size and checksum as rewritten in `pages`.
    func rewriteLinks(_ pages: inout ExportPageStore, in staging: ExportStaging) throws(ExportError) {
        let rewritable = pages.written.filter { ExportRenderer.language(of: $0.written.mediaType) != nil }.map(\.page)
        for start in stride(from: 0, to: rewritable.count, by: Self.chunk) {
            // The store is lent to the workers, then recorded into alone (not copied).
            for result in rewriteLinks(of: Array(rewritable[start..<min(start + Self.chunk, rewritable.count)]), pages, in: staging) {
                switch result {
                case .success(let (page, written)): pages.record(written, for: page)
                case .failure(let error): throw error
                }
            }
        }
    }

    /// Rewrites the links of `part` on the workers.
    private func rewriteLinks(of part: [ExportPage], _ pages: ExportPageStore, in staging: ExportStaging)
        -> [Result<(ExportPage, ExportPageStore.Written), ExportError>] {
        part.concurrentMap(workers: workers) { page in Result { () throws(ExportError) in try rewriteLinks(of: page, pages, in: staging) } }
    }

    /// Rewrites the links of `page`, an HTML page, stylesheet or markdown file, in its file; what is written for it now.
    private func rewriteLinks(of page: ExportPage, _ pages: ExportPageStore, in staging: ExportStaging) throws(ExportError)
        -> (ExportPage, ExportPageStore.Written) {
        let written = pages[page]!
        let file = scheme.file(for: page, mediaType: written.mediaType)
        let rewritten = LinkRewriter.rewrite(try staging.read(file), ExportRenderer.language(of: written.mediaType)!) {
            rewrite($0, on: page, pages: pages)
        }
        try staging.replace(file, with: rewritten)
        return (page, ExportPageStore.Written(mediaType: written.mediaType, bytes: rewritten.count, sha256: SHA256.digest(rewritten)))
    }

    /// Writes the manifest, in the order of paths: every page written, with the size and checksum
    /// of its file, the `searchIndexes` and the `kept` files; the files and bytes written, the manifest's included.
    func writeManifest(_ pages: ExportPageStore, searchIndexes: [String: ExportManifest.Entry], kept: [String],
                       in staging: ExportStaging) throws(ExportError) -> (files: Int, bytes: Int) {
        var order: [(file: String, page: ExportPage?)] = []
        order.reserveCapacity(pages.count + searchIndexes.count)
        for (page, written) in pages.written { order.append((scheme.file(for: page, mediaType: written.mediaType), page)) }
        order += searchIndexes.keys.map { ($0, nil) }
        order.sort { $0.file < $1.file }
        let manifest = try ExportManifest.Writer(at: staging.path + "/" + ExportManifest.name, basePath: scheme.basePath, fileCount: order.count)
        var bytes = 0
        for (file, page) in order {
            let entry: ExportManifest.Entry
            if let page, let written = pages[page] {
                entry = ExportManifest.Entry(path: file, url: page.url(defaults: scheme.defaultChoices),
                                             contentType: written.mediaType?.value ?? MediaType.octetStream.value, bytes: written.bytes,
                                             sha256: written.sha256.map(SHA256.hex) ?? "")
            } else {
                entry = searchIndexes[file]!
            }
            try manifest.append(entry)
            bytes += entry.bytes
        }
        return (order.count + 1, bytes + (try manifest.finish(kept: kept)))
    }
}

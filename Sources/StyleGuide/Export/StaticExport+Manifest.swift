import DesignTokens
import MicroHTTP

extension StaticExport {
    /// Writes the manifest, in the order of paths: every page written, with the size and checksum
    /// of its file, the `searchIndexes` and the `kept` files; the files and bytes written, the manifest's included.
    func writeManifest(_ pages: ExportPageStore, searchIndexes: [String: ExportManifest.Entry], kept: [String],
                       in staging: ExportStaging) throws(ExportError) -> (files: Int, bytes: Int) {
        // Each page's file and entry are made on the workers; only the sort and the writing are in order.
        var order: [(file: String, page: ExportPage?)] = Array(pages.written).concurrentMap(workers: workers) { page, written in
            (scheme.file(for: page, mediaType: written.mediaType), page)
        }
        order += searchIndexes.keys.map { ($0, nil) }
        order.sort { $0.file < $1.file }
        let manifest = try ExportManifest.Writer(at: staging.path + "/" + ExportManifest.name, basePath: scheme.basePath, fileCount: order.count)
        var bytes = 0
        for start in stride(from: 0, to: order.count, by: Self.manifestChunk) {
            let part = Array(order[start..<min(start + Self.manifestChunk, order.count)])
            let entries = part.concurrentMap(workers: workers) { entry(for: $0.file, $0.page, pages: pages, searchIndexes: searchIndexes) }
            for made in entries {
                try manifest.append(made)
                bytes += made.bytes
            }
        }
        return (order.count + 1, bytes + (try manifest.finish(kept: kept)))
    }

    /// Manifest entries made on the workers between two writes: a bound on what is held at once.
    private static let manifestChunk = 4096

    /// The manifest entry of `file`: that of `page`, written there, or else of a search index.
    private func entry(for file: String, _ page: ExportPage?, pages: ExportPageStore,
                       searchIndexes: [String: ExportManifest.Entry]) -> ExportManifest.Entry {
        guard let page, let written = pages[page] else { return searchIndexes[file]! }
        return ExportManifest.Entry(path: file, url: page.url(defaults: scheme.defaultChoices),
                                    contentType: written.mediaType?.value ?? MediaType.octetStream.value, bytes: written.bytes,
                                    sha256: written.sha256.map(SHA256.hex) ?? "")
    }
}

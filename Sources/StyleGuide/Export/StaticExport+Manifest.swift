import MicroHTTP

extension StaticExport {
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

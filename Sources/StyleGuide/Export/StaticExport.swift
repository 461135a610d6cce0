import DesignSystem
import Logging
import MicroHTTP

/// `swatchbook export`: the whole site — every guide page in every choice of the modifiers,
/// every preview, the API's answers, the guide's assets and the team's public files — rendered
/// in process through the same router a server uses, with every link rewritten to the file it
/// leads to under the base path (see ``ExportScheme`` for the URL scheme).
///
/// Pages are written to a staging folder as they are rendered (see ``ExportCrawl``), so memory
/// does not grow with their bytes; then the links of each HTML page and stylesheet are rewritten
/// in place, from the map of pages to files. The files, their bytes and the manifest depend only
/// on the Config (and the files kept in `--out`), never on the workers or the timing.
public struct StaticExport: Sendable {
    /// The most pages an export writes unless `exportPages` in `limits` says otherwise.
    public static let defaultPageLimit = 100_000
    /// The values `exportPages` may take.
    public static let pageLimitRange = 1...10_000_000

    private let snapshot: Snapshot
    private let publicDirectory: String?
    private let scheme: ExportScheme
    private let renderer: ExportRenderer
    private let workers: Int
    private let previews: ExportPreviews

    /// Prepares an export of `snapshot` (and of `publicDirectory` at `/assets/`) whose links
    /// start with `basePath`, rendered on `workers` threads, with `previews`.
    public init(snapshot: Snapshot, publicDirectory: String?, basePath: String = "/", workers: Int,
                previews: ExportPreviews = .all) throws(ExportError) {
        self.previews = previews
        self.snapshot = snapshot
        self.publicDirectory = publicDirectory
        self.workers = max(1, workers)
        scheme = ExportScheme(basePath: try ExportBasePath.parse(basePath), modifiers: snapshot.guideModifiers)
        let logger = Logger(label: "swatchbook.export", factory: { _ in SwiftLogNoOpLogHandler() })
        let application: Application
        do {
            application = try Application(store: SnapshotStore(snapshot), publicDirectory: publicDirectory, logger: logger, exporting: true)
        } catch {
            throw ExportError(.badOutput, "cannot read the public folder \(publicDirectory ?? ""): \(error)")
        }
        renderer = ExportRenderer(router: application.router(), scheme: scheme)
    }

    /// Writes the whole site into `folder`, which then holds it all or, on an error, what it
    /// held before; `progress` hears how far it has got (from this thread). A folder that is not
    /// empty, or a Config whose starting pages pass the page limit, is refused before rendering.
    public func write(to folder: String, progress: (ExportProgress) -> Void = { _ in }) throws(ExportError) -> ExportedSite {
        _ = try ExportFolder.check(folder)
        let seeds = ExportSeeds(snapshot: snapshot, publicDirectory: publicDirectory, previews: previews)
        let limit = ExportPageLimit(pages: snapshot.settings.exportPages, config: snapshot.configDirectory)
        let census = seeds.census
        try limit.check(census)
        var unique = Set<ExportPage>()
        let pages = seeds.links().map { scheme.page(for: $0.link, inheriting: $0.choices) }.filter { unique.insert($0).inserted }
        unique = []
        let staging = try ExportStaging(beside: ExportFolder.Location(folder))
        do {
            let crawl = try ExportCrawl(renderer: renderer, staging: staging, workers: workers, limit: limit, census: census)
                .run(from: pages, progress: progress)
            let entries = try (rewriteLinks(crawl.written, in: staging) + searchIndexes(crawl.written, in: staging)).sorted { $0.path < $1.path }
            let replacement = try ExportFolder.replacement(of: folder, by: staging)
            try ExportManifest.write(entries, kept: replacement.kept, basePath: scheme.basePath, to: staging.path + "/" + ExportManifest.name)
            let manifestBytes = ExportFileSystem.size(of: staging.path + "/" + ExportManifest.name)
            let warning = try ExportFolder.commit(staging, to: folder, replacement)
            return ExportedSite(fileCount: entries.count + 1, totalBytes: entries.reduce(manifestBytes) { $0 + $1.bytes },
                                brokenLinks: crawl.brokenLinks, skipped: crawl.skipped, kept: replacement.kept, warning: warning)
        } catch {
            staging.remove()
            throw error
        }
    }

    /// Rewrites the links of every HTML page and stylesheet in `staging` to the files of
    /// `written`, a worker per file; the manifest's entry of every file.
    private func rewriteLinks(_ written: [ExportPage: ExportCrawl.Written], in staging: ExportStaging) throws(ExportError) -> [ExportManifest.Entry] {
        let results = Array(written.keys).concurrentMap(workers: workers) { page -> Result<ExportManifest.Entry, ExportError> in
            let file = written[page]!
            let entry = { (bytes: Int, sha256: String) in
                ExportManifest.Entry(path: file.file, url: page.url(defaults: scheme.defaultChoices),
                                     contentType: file.mediaType?.value ?? MediaType.octetStream.value, bytes: bytes, sha256: sha256)
            }
            guard let language = ExportRenderer.language(of: file.mediaType) else { return .success(entry(file.bytes, file.sha256 ?? "")) }
            do throws(ExportError) {
                let text = String(decoding: try staging.read(file.file), as: UTF8.self)
                let bytes = Array(LinkRewriter.rewrite(text, language) { rewrite($0, on: page, files: written) }.utf8)
                try staging.replace(file.file, with: bytes)
                return .success(entry(bytes.count, SHA256.hex(bytes)))
            } catch {
                return .failure(error)
            }
        }
        var entries: [ExportManifest.Entry] = []
        entries.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let entry): entries.append(entry)
            case .failure(let error): throw error
            }
        }
        return entries
    }

    /// The search index beside each copy's search page (`search/index.json`), its links leading
    /// to the files of that copy.
    private func searchIndexes(_ written: [ExportPage: ExportCrawl.Written], in staging: ExportStaging) throws(ExportError) -> [ExportManifest.Entry] {
        let pages = written.filter { $0.value.file == "search/index.html" || $0.value.file.hasSuffix("/search/index.html") }.keys.sorted()
        var entries: [ExportManifest.Entry] = []
        for page in pages {
            let path = String(written[page]!.file.dropLast("index.html".count)) + "index.json"
            let bytes = SearchIndexFile.json(snapshot.search) { url in rewrite(url, on: page, files: written) ?? url }
            guard try staging.create(bytes, at: path) else { throw ExportError(.fileClash, "the search index \(path) is also a page's file") }
            entries.append(ExportManifest.Entry(path: path, url: page.url(defaults: scheme.defaultChoices), contentType: MediaType.json.value,
                                                bytes: bytes.count, sha256: SHA256.hex(bytes)))
        }
        return entries
    }

    /// The exported link for `reference` on `page`, or nil to keep it (it leaves the site, or leads to no exported file).
    private func rewrite(_ reference: String, on page: ExportPage, files: [ExportPage: ExportCrawl.Written]) -> String? {
        guard let target = renderer.page(linkedBy: reference, on: page), let file = files[target]?.file,
              let link = ExportLink(reference, onPageAt: page.path) else { return nil }
        return scheme.link(to: file) + link.fragment
    }
}

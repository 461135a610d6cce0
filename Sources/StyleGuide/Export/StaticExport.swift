import DesignSystem
import Logging
import MicroHTTP

/// `swatchbook export`: the whole site — every guide page in every choice of the modifiers,
/// every preview, the API's answers, the guide's assets and the team's public files — rendered
/// in process through the same router a server uses, with every link rewritten to the file it
/// leads to under the base path (see ``ExportScheme`` for the URL scheme).
///
/// Pages are written to a staging folder as they are rendered, their links rewritten as they are
/// read (see ``ExportCrawl``), so memory does not grow with their bytes; a link to a page not
/// rendered yet leads to the file it is expected to get, and the few pages where that guess was
/// wrong are rendered and written again once every page is known. The map of pages to files
/// (``ExportPageStore``, a few dozen bytes a page) holds each file's size and checksum for the
/// preview manifest and the manifest. The
/// files, their bytes and the manifest depend only on the Config (and the files kept in `--out`),
/// never on the workers or the timing.
public struct StaticExport: Sendable {
    /// The most pages an export writes unless `exportPages` in `limits` says otherwise.
    public static let defaultPageLimit = 100_000
    /// The values `exportPages` may take.
    public static let pageLimitRange = 1...10_000_000

    let snapshot: Snapshot
    private let publicDirectory: String?
    let scheme: ExportScheme
    let renderer: ExportRenderer
    let workers: Int
    let previews: ExportPreviews

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
        let staging = try ExportStaging(beside: ExportFolder.Location(folder))
        do {
            let crawl = try ExportCrawl(renderer: renderer, staging: staging, workers: workers, limit: limit, census: census)
                .run(from: seeds.links().map { scheme.page(for: $0.link, inheriting: $0.choices) }, progress: progress)
            var pages = crawl.pages
            let writtenAgain = try correctGuesses(crawl.guesses, in: &pages, staging: staging)
            let indexes = try searchIndexes(pages, in: staging).merging(try previewManifest(pages, in: staging)) { first, _ in first }
            let replacement = try ExportFolder.replacement(of: folder, by: staging)
            let (files, bytes) = try writeManifest(pages, searchIndexes: indexes, kept: replacement.kept, in: staging)
            let warning = try ExportFolder.commit(staging, to: folder, replacement)
            return ExportedSite(fileCount: files, totalBytes: bytes, brokenLinks: crawl.brokenLinks, skipped: crawl.skipped,
                                kept: replacement.kept, warning: warning, pagesWrittenAgain: writtenAgain)
        } catch {
            staging.remove()
            throw error
        }
    }

    /// The search index beside each copy's search page (`search/index.json`), its links leading
    /// to the files of that copy; their manifest entries by path.
    private func searchIndexes(_ pages: ExportPageStore, in staging: ExportStaging) throws(ExportError) -> [String: ExportManifest.Entry] {
        var entries: [String: ExportManifest.Entry] = [:]
        for (page, written) in pages.written where page.kind == .guide && page.path == "/search" && page.items.isEmpty {
            let path = String(scheme.file(for: page, mediaType: written.mediaType).dropLast("index.html".count)) + "index.json"
            let bytes = SearchIndexFile.json(snapshot.search) { url in rewrite(url, on: page, pages: pages) ?? url }
            guard try staging.create(bytes, at: path) else { throw ExportError(.fileClash, "the search index \(path) is also a page's file") }
            entries[path] = ExportManifest.Entry(path: path, url: page.url(defaults: scheme.defaultChoices), contentType: MediaType.json.value,
                                                 bytes: bytes.count, sha256: SHA256.hex(bytes))
        }
        return entries
    }

    /// The exported link for `reference` on `page`, or nil to keep it (it leaves the site, or leads to no exported file).
    func rewrite(_ reference: String, on page: ExportPage, pages: ExportPageStore) -> String? {
        ExportLinkResolver(renderer: renderer, pages: pages, guessing: false).link(for: reference, on: page)
    }
}

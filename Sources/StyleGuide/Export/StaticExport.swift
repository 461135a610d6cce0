import DesignSystem
import Logging
import MicroHTTP

/// `swatchbook export`: the whole site — every guide page in every choice of the modifiers,
/// every preview, the API's answers, the guide's assets and the team's public files — rendered
/// in process through the same router a server uses, with every link rewritten to the file it
/// leads to under the base path (see ``ExportScheme`` for the URL scheme).
///
/// Rendering follows links in rounds, each on a fixed number of workers; the files, their
/// bytes and the manifest depend only on the Config, never on the workers or the timing.
public struct StaticExport: Sendable {
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

    /// Renders the whole site in memory; `progress` hears how far it has got (from this thread).
    public func render(progress: (ExportProgress) -> Void = { _ in }) throws(ExportError) -> ExportedSite {
        let (pages, seeds, referrers) = crawl(progress: progress)
        var files: [ExportPage: String] = [:]
        var owners: [String: ExportPage] = [:]
        for page in pages.keys.sorted() where pages[page]!.failure == nil {
            let file = scheme.file(for: page, mediaType: pages[page]!.mediaType)
            if let owner = owners[file] {
                throw ExportError(.fileClash, "\(owner.url(defaults: scheme.defaultChoices)) and \(page.url(defaults: scheme.defaultChoices)) "
                    + "would both be written to \(file)")
            }
            owners[file] = page
            files[page] = file
        }
        let broken = pages.values.filter { $0.failure != nil && !seeds.contains($0.page) }.map { rendered in
            "\(rendered.page.url(defaults: scheme.defaultChoices)) (\(rendered.failure!)), linked from "
                + (referrers[rendered.page].map { $0.url(defaults: scheme.defaultChoices) } ?? "?")
        }.sorted()
        let skipped = pages.values.filter { $0.failure != nil && seeds.contains($0.page) }.count
        let (owned, located) = (owners, files)
        let written = owners.keys.sorted().concurrentMap(workers: workers) { path in
            exportedFile(pages[owned[path]!]!, path: path, files: located)
        }
        let searchIndexes = written.filter { $0.path == "search/index.html" || $0.path.hasSuffix("/search/index.html") }.map { page in
            ExportedFile(path: String(page.path.dropLast("index.html".count)) + "index.json", url: page.url, contentType: MediaType.json.value,
                         bytes: SearchIndexFile.json(snapshot.search) { url in
                             let owner = owners[page.path]!
                             return rewrite(url, on: owner, files: files) ?? url
                         })
        }
        let all = (written + searchIndexes).sorted { $0.path < $1.path }
        return ExportedSite(files: all, manifest: ExportManifest.json(all, basePath: scheme.basePath), brokenLinks: broken, skipped: skipped)
    }

    /// Renders the starting pages, then the pages they link to, round after round.
    private func crawl(progress: (ExportProgress) -> Void)
        -> (pages: [ExportPage: ExportRenderer.Rendered], seeds: Set<ExportPage>, referrers: [ExportPage: ExportPage]) {
        var known = Set<ExportPage>()
        var wave: [ExportPage] = []
        for (link, choices) in ExportSeeds(snapshot: snapshot, publicDirectory: publicDirectory, previews: previews).links() {
            let page = scheme.page(for: link, inheriting: choices)
            if known.insert(page).inserted { wave.append(page) }
        }
        let seeds = known
        var pages: [ExportPage: ExportRenderer.Rendered] = [:]
        var referrers: [ExportPage: ExportPage] = [:]
        let chunk = 500
        while !wave.isEmpty {
            var next: [ExportPage] = []
            for start in stride(from: 0, to: wave.count, by: chunk) {
                let results = Array(wave[start..<min(start + chunk, wave.count)]).concurrentMap(workers: workers) { renderer.render($0) }
                for rendered in results {
                    pages[rendered.page] = rendered
                    for link in rendered.links where known.insert(link).inserted {
                        next.append(link)
                        referrers[link] = rendered.page
                    }
                }
                progress(ExportProgress(rendered: pages.count, known: known.count))
            }
            wave = next.sorted()
        }
        return (pages, seeds, referrers)
    }

    /// A rendered page as a file, its HTML or CSS links rewritten to the exported files.
    private func exportedFile(_ rendered: ExportRenderer.Rendered, path: String, files: [ExportPage: String]) -> ExportedFile {
        var bytes = rendered.body
        if let language = ExportRenderer.language(of: rendered.mediaType) {
            let text = LinkRewriter.rewrite(String(decoding: bytes, as: UTF8.self), language) { rewrite($0, on: rendered.page, files: files) }
            bytes = Array(text.utf8)
        }
        return ExportedFile(path: path, url: rendered.page.url(defaults: scheme.defaultChoices),
                            contentType: rendered.mediaType?.value ?? MediaType.octetStream.value, bytes: bytes)
    }

    /// The exported link for `reference` on `page`, or nil to keep it (it leaves the site, or leads to no exported file).
    private func rewrite(_ reference: String, on page: ExportPage, files: [ExportPage: String]) -> String? {
        guard let target = renderer.page(linkedBy: reference, on: page), let file = files[target],
              let link = ExportLink(reference, onPageAt: page.path) else { return nil }
        return scheme.link(to: file) + link.fragment
    }
}

import DesignSystem
import MicroHTTP

/// Renders the pages of an export, the starting ones then those they link to, round after round,
/// on a fixed number of workers, and writes each answer to the staging folder as soon as it is
/// rendered, its links rewritten as they are read (see ``ExportLinkResolver``): what is kept is
/// the map of pages to files, and the guesses to check, never the pages. The pages found, and so
/// the map, depend only on the Config, never on the workers or the timing.
struct ExportCrawl {
    let renderer: ExportRenderer
    let staging: ExportStaging
    let workers: Int
    let limit: ExportPageLimit
    let census: ExportCensus

    /// What a crawl found: every page, what was written for each, and what went wrong on the way.
    struct Result {
        var pages = ExportPageStore()
        /// Links that lead to no page, each with the page that holds it, sorted.
        var brokenLinks: [String] = []
        /// Starting pages the Config does not have, each with the server's reason, in the order met.
        var skipped: [String] = []
        /// The pages whose links to pages not rendered yet were guessed, with those pages.
        var guesses: [ExportPage: [ExportPage]] = [:]
    }

    /// What rendering one page gave.
    private struct Outcome: Sendable {
        let page: ExportPage
        let written: ExportPageStore.Written?
        let failure: String?
        /// The pages it links to that were not rendered when its part started (see ``ExportLinkResolver/Rewritten/links``).
        let links: [ExportPage]
        /// The pages not rendered yet whose files its links were guessed to lead to.
        let guessed: [ExportPage]
        /// True when another page was written to the same file.
        let clash: Bool
        let error: ExportError?
    }

    /// Pages rendered between two looks at the progress and the limit.
    private static let chunk = 256

    /// Renders and writes every page reachable from `seeds` (each once, however often listed);
    /// `progress` hears how far it has got. The seeds are taken over: once each is in the store
    /// (sharing its parts with the pages held), the list given is let go.
    func run(from seeds: consuming [ExportPage], progress: (ExportProgress) -> Void) throws(ExportError) -> Result {
        var result = Result()
        var wave: [(page: ExportPage, referrer: ExportPage?)] = (consume seeds).compactMap { result.pages.insert($0).map { ($0, nil) } }
        var found = (guide: wave.count(where: { $0.page.kind == .guide }), previews: wave.count(where: { $0.page.kind == .preview }))
        try limit.check(found: result.pages.count, guidePages: found.guide, previews: found.previews, census: census)
        var rendered = 0
        while !wave.isEmpty {
            var next: [(page: ExportPage, referrer: ExportPage?)] = []
            for start in stride(from: 0, to: wave.count, by: Self.chunk) {
                let part = Array(wave[start..<min(start + Self.chunk, wave.count)])
                let outcomes = render(part.map(\.page), known: result.pages)
                for (outcome, queued) in zip(outcomes, part) {
                    if let error = outcome.error { throw error }
                    if let written = outcome.written { result.pages.record(written, for: outcome.page) }
                    if let failure = outcome.failure {
                        result.pages.recordFailure(for: outcome.page)
                        if let referrer = queued.referrer {
                            result.brokenLinks.append("\(url(outcome.page)) (\(failure)), linked from \(url(referrer))")
                        } else {
                            result.skipped.append("\(url(outcome.page)) (\(failure))")
                        }
                    }
                    for linked in outcome.links {
                        guard let link = result.pages.insert(linked) else { continue }
                        next.append((link, outcome.page))
                        if link.kind == .guide { found.guide += 1 } else if link.kind == .preview { found.previews += 1 }
                    }
                    if !outcome.guessed.isEmpty {
                        result.guesses[outcome.page] = Set(outcome.guessed).map { result.pages.held($0) ?? $0 }
                    }
                }
                if let clash = outcomes.first(where: \.clash) { throw self.clash(clash, among: result.pages) }
                rendered += part.count
                progress(ExportProgress(rendered: rendered, known: result.pages.count))
                try limit.check(found: result.pages.count, guidePages: found.guide, previews: found.previews, census: census)
            }
            wave = next.sorted { $0.page < $1.page }
        }
        result.brokenLinks.sort()
        return result
    }

    /// The pages of `part` rendered and written on the workers, their links read against the pages
    /// `known`; taken in the order of ``spread(_:)``, the outcomes in the order of `part`.
    private func render(_ part: [ExportPage], known pages: ExportPageStore) -> [Outcome] {
        let resolver = ExportLinkResolver(renderer: renderer, pages: pages, guessing: true)
        let order = Self.spread(part.count)
        let outcomes = order.map { part[$0] }.concurrentMap(workers: workers) { render($0, resolver) }
        var inPlace = outcomes
        for (outcome, position) in zip(outcomes, order) { inPlace[position] = outcome }
        return inPlace
    }

    /// How far apart ``spread(_:)`` takes neighbours.
    private static let spreadStride = 16

    /// The positions `0..<count` taken every ``spreadStride``th from each start in turn (0, 16, 32,
    /// …, then 1, 17, …): neighbours in the order of pages often share work (a preview in each
    /// permutation draws the same canvas, see ``PreviewDrawing``), and taken apart they are
    /// rendered one after the other, the later ones finding the work done, rather than at once by
    /// two workers that would each do it.
    static func spread(_ count: Int) -> [Int] {
        (0..<spreadStride).flatMap { stride(from: $0, to: count, by: spreadStride) }
    }

    /// `page` rendered, its links rewritten by `resolver`, and written to its file, with the pages it links to.
    private func render(_ page: ExportPage, _ resolver: ExportLinkResolver) -> Outcome {
        let rendered = renderer.render(page)
        guard rendered.failure == nil else {
            return Outcome(page: page, written: nil, failure: rendered.failure, links: [], guessed: [], clash: false, error: nil)
        }
        let file = renderer.scheme.file(for: page, mediaType: rendered.mediaType)
        var rewritten = ExportLinkResolver.Rewritten(body: rendered.body, links: [], guessed: [])
        if let language = ExportRenderer.language(of: rendered.mediaType) { rewritten = resolver.rewrite(rendered.body, of: page, in: language) }
        let written = ExportPageStore.Written(mediaType: rendered.mediaType, bytes: rewritten.body.count, sha256: SHA256.digest(rewritten.body))
        do {
            let created = try staging.create(rewritten.body, at: file)
            return Outcome(page: page, written: written, failure: nil, links: rewritten.links, guessed: rewritten.guessed, clash: !created, error: nil)
        } catch {
            return Outcome(page: page, written: nil, failure: nil, links: [], guessed: [], clash: false, error: error)
        }
    }

    /// The error for two pages written to one file, naming both (in order, whichever was first).
    private func clash(_ outcome: Outcome, among pages: ExportPageStore) -> ExportError {
        let file = renderer.scheme.file(for: outcome.page, mediaType: outcome.written?.mediaType)
        let owner = pages.written.first { $0.page != outcome.page && renderer.scheme.file(for: $0.page, mediaType: $0.written.mediaType) == file }?.page
        let urls = [url(outcome.page), owner.map(url) ?? "another page"].sorted()
        return ExportError(.fileClash, "\(urls[0]) and \(urls[1]) would both be written to \(file)")
    }

    private func url(_ page: ExportPage) -> String { page.url(defaults: renderer.scheme.defaultChoices) }
}

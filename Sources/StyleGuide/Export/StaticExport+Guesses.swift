import DesignTokens
import MicroHTTP

extension StaticExport {
    /// Pages written again between two looks at the results.
    private static var chunk: Int { 1024 }

    /// Renders and writes again, their links now all known, the pages of `guesses` one of whose
    /// guessed links is wrong (it leads to a page that failed, or to a file of another type than
    /// expected), a chunk at a time on the workers, and records what is written for them in `pages`;
    /// how many pages were written again.
    func correctGuesses(_ guesses: [ExportPage: [ExportPage]], in pages: inout ExportPageStore, staging: ExportStaging) throws(ExportError) -> Int {
        let resolver = ExportLinkResolver(renderer: renderer, pages: pages, guessing: false)
        var holds: [ExportPage: Bool] = [:]
        var wrong: [ExportPage] = []
        for (page, targets) in guesses {
            let isWrong = targets.contains { target in
                if let known = holds[target] { return !known }
                let known = resolver.guessHolds(for: target)
                holds[target] = known
                return !known
            }
            if isWrong { wrong.append(page) }
        }
        wrong.sort()
        for start in stride(from: 0, to: wrong.count, by: Self.chunk) {
            // The store is lent to the workers, then recorded into alone (not copied).
            for result in writeAgain(Array(wrong[start..<min(start + Self.chunk, wrong.count)]), pages, in: staging) {
                switch result {
                case .success(let (page, written)): pages.record(written, for: page)
                case .failure(let error): throw error
                }
            }
        }
        return wrong.count
    }

    /// Renders and writes again the pages of `part` on the workers, their links read against `pages`.
    private func writeAgain(_ part: [ExportPage], _ pages: ExportPageStore, in staging: ExportStaging)
        -> [Result<(ExportPage, ExportPageStore.Written), ExportError>] {
        let resolver = ExportLinkResolver(renderer: renderer, pages: pages, guessing: false)
        return part.concurrentMap(workers: workers) { page in
            Result { () throws(ExportError) in try writeAgain(page, resolver, in: staging) }
        }
    }

    /// Renders `page` again, rewrites its links by `resolver` and replaces its file; what is written for it now.
    private func writeAgain(_ page: ExportPage, _ resolver: ExportLinkResolver, in staging: ExportStaging) throws(ExportError)
        -> (ExportPage, ExportPageStore.Written) {
        let rendered = renderer.render(page)
        guard rendered.failure == nil, let language = ExportRenderer.language(of: rendered.mediaType) else {
            throw ExportError(.writeFailed, "\(page.url(defaults: scheme.defaultChoices)) rendered differently the second time: \(rendered.failure ?? "not a page with links")")
        }
        let body = resolver.rewrite(rendered.body, of: page, in: language).body
        try staging.replace(scheme.file(for: page, mediaType: rendered.mediaType), with: body)
        return (page, ExportPageStore.Written(mediaType: rendered.mediaType, bytes: body.count, sha256: SHA256.digest(body)))
    }
}

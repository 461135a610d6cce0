import DesignSystem
import MicroHTTP
import Synchronization

/// The releases of one loaded Config, and the diffs between them and the current tokens.
///
/// A release's tokens are read the first time a diff asks for them (a load reads none, so it
/// costs the same with ten releases as with none), then kept with the snapshot. The diff of a pair
/// of sides is computed once (requests that need it meanwhile wait for it), and split into pages
/// of ``pageSize`` rows; the contexts a query keeps are cut from it without comparing again. The
/// pages' JSON answers (with ETags) and swatch stylesheets are kept, each up to a bound.
final class ReleaseLibrary: Sendable {
    /// The releases, newest first.
    let releases: [ReleaseSetting]
    private let loads: [String: OnceSlot<Loaded>]
    private let current: TokenSystem
    private let loader: ConfigLoader
    private let settings: Settings
    private let strictness: Strictness
    /// The diff of each pair of sides, made once, with its pages (by the key of the pair alone).
    private let diffs = OnceCache<DiffKey, Result<PairDiff, HTTPError>>(capacity: diffCapacity)
    /// The JSON answers of `/api/tokens/diff`, one page each.
    let responses = ResponseCache<DiffKey>(capacity: 256, byteCapacity: 16 * 1_048_576)
    /// The swatch stylesheets of `/changes`, one page each (`only` empty).
    let stylesheets = ResponseCache<DiffKey>(capacity: 256, byteCapacity: 16 * 1_048_576)

    /// How many diffs of pairs of sides are kept; the next one starts over. A diff holds every
    /// change (some megabytes for 50,000), so a few.
    static let diffCapacity = 8
    /// How many rows (changes, or a context's line saying it has none) a page of `/changes` and
    /// of `/api/tokens/diff` holds: like the 500 tokens of a page of `/tokens/{group}`, a page a
    /// browser opens at once and a server renders in milliseconds.
    static let pageSize = 500

    /// Two sides to compare (each a version as written, or `current`), the contexts to compare in,
    /// and the page of the answer.
    struct DiffKey: Hashable, Sendable {
        let from: String
        let to: String
        var only: [String: String] = [:]
        var page = 1

        /// The same diff, every context, page 1.
        var pair: DiffKey { DiffKey(from: from, to: to) }
    }

    /// The diff of a pair of sides, and its pages for each choice of contexts, kept with it (and
    /// dropped with it, so the diffs kept stay at ``diffCapacity``).
    private final class PairDiff: Sendable {
        let diff: TokenDiff
        /// The pages by the contexts kept (`only`), each cut from `diff` and counted once.
        let views = OnceCache<[String: String], DiffPages>(capacity: 64)

        init(_ diff: TokenDiff) { self.diff = diff }
    }

    /// A release's tokens, or the problems that kept them from loading.
    private struct Loaded: Sendable {
        let contexts: [(Permutation, TokenSet)]?
        let problems: [Diagnostic]
    }

    init(settings: Settings, loader: ConfigLoader, current: TokenSystem, strictness: Strictness) {
        releases = settings.releases.sorted { $0.version > $1.version }
        loads = Dictionary(uniqueKeysWithValues: releases.map { ($0.version.text, OnceSlot<Loaded>()) })
        self.current = current
        self.loader = loader
        self.settings = settings
        self.strictness = strictness
    }

    /// The newest release, the side a diff starts from when none is named.
    var newest: ReleaseSetting? { releases.first }

    /// Every side a diff can name: `current`, then the releases, newest first.
    var sides: [String] { [SemanticVersion.current] + releases.map(\.version.text) }

    /// The colour token contrast is measured against: the preview canvas's background, when set.
    var contrastReference: TokenPath? { settings.preview.background }

    /// `name` when it is `current` or a release's version; a 404 naming the releases otherwise.
    func side(_ name: String) throws(HTTPError) -> String {
        if name == SemanticVersion.current || loads[name] != nil { return name }
        let known = releases.isEmpty ? "this Config lists no releases (\"releases\" in swatchbook.json)"
            : "releases: \(releases.map(\.version.text).joined(separator: ", ")), and current"
        throw HTTPError(.notFound, "there is no release '\(name)'; \(known)")
    }

    /// The contexts of a side, its tokens read now if this is the first time; a 500 naming the
    /// files and rules (never the messages, which may quote a file) when a release cannot be read.
    func contexts(of side: String) throws(HTTPError) -> [(Permutation, TokenSet)] {
        guard side != SemanticVersion.current else { return current.orderedPermutations }
        guard let slot = loads[side], let release = releases.first(where: { $0.version.text == side }) else {
            _ = try self.side(side)
            return []
        }
        let loaded = slot.value {
            let (contexts, diagnostics) = loader.loadRelease(release, settings: settings, strictness: strictness)
            return Loaded(contexts: contexts, problems: diagnostics.filter { $0.severity == .error })
        }
        guard let contexts = loaded.contexts, loaded.problems.isEmpty else {
            let problems = loaded.problems.prefix(5).map { PublicProblem($0, configDirectory: loader.directory).description }
            throw HTTPError(.internalServerError, "the tokens of release \(side) cannot be read: "
                + problems.joined(separator: "; ") + (loaded.problems.count > 5 ? "; …" : "")
                + " (swatchbook check shows every problem in full)")
        }
        return contexts
    }

    /// True once the tokens of the release `version` have been read (for tests).
    func isLoaded(_ version: String) -> Bool { loads[version]?.madeValue != nil }

    /// The pages of the diff `key` names (its page aside): the contexts it keeps, cut from the
    /// diff of the pair (computed now if it is not kept), and counted once.
    ///
    /// A release of token files printed for one context (its `inputs`) is compared in that
    /// context only: the other side's other contexts are left out, not reported as added.
    func pages(_ key: DiffKey) throws(HTTPError) -> DiffPages {
        let pair = try diffs.value(for: key.pair) {
            Result { () throws(HTTPError) -> PairDiff in
                let scopes = [key.from, key.to].compactMap { side in releases.first { $0.version.text == side }?.inputs }
                func inScope(_ contexts: [(Permutation, TokenSet)]) -> [(Permutation, TokenSet)] {
                    contexts.filter { permutation, _ in
                        scopes.allSatisfy { $0.allSatisfy { name, context in permutation.contexts[name].map { $0 == context } ?? true } }
                    }
                }
                return PairDiff(TokenDiff.compare(inScope(try contexts(of: key.from)), inScope(try contexts(of: key.to)),
                                                  options: .init(contrastReference: contrastReference)))
            }
        }.get()
        return pair.views.value(for: key.only) { DiffPages(pair.diff.filtered(key.only), size: Self.pageSize) }
    }

    /// The JSON answer for `key` (one page), with its ETag, rendered on first request and kept.
    func response(for key: DiffKey) throws(HTTPError) -> Response {
        try responses.response(for: key) { () throws(HTTPError) -> Response in
            Response.json(try pages(key).json(page: key.page, from: key.from, to: key.to)).taggedWithETag()
        }
    }
}

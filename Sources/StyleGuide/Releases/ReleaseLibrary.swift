import DesignSystem
import MicroHTTP
import Synchronization

/// The releases of one loaded Config, and the diffs between them and the current tokens.
///
/// A release's tokens are read the first time a diff asks for them (a load reads none, so it
/// costs the same with ten releases as with none), then kept with the snapshot; so are the
/// diffs, their JSON answers (with ETags) and their swatch stylesheets, up to a bound each.
final class ReleaseLibrary: Sendable {
    /// The releases, newest first.
    let releases: [ReleaseSetting]
    private let loads: [String: OnceSlot<Loaded>]
    private let current: TokenSystem
    private let loader: ConfigLoader
    private let settings: Settings
    private let strictness: Strictness
    private let diffs = Mutex<[DiffKey: TokenDiff]>([:])
    /// The JSON answers of `/api/tokens/diff`.
    let responses = ResponseCache<DiffKey>(capacity: 256, byteCapacity: 16 * 1_048_576)
    /// The swatch stylesheets of `/changes`, by the pair of sides (`only` empty).
    let stylesheets = ResponseCache<DiffKey>(capacity: 256, byteCapacity: 16 * 1_048_576)

    /// How many diffs are kept; the next one starts the cache over.
    static let diffCapacity = 64

    /// Two sides to compare (each a version as written, or `current`) and the contexts to compare in.
    struct DiffKey: Hashable, Sendable {
        let from: String
        let to: String
        var only: [String: String] = [:]
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

    /// The diff `key` names, computed now if it is not kept.
    ///
    /// A release of token files printed for one context (its `inputs`) is compared in that
    /// context only: the other side's other contexts are left out, not reported as added.
    func diff(_ key: DiffKey) throws(HTTPError) -> TokenDiff {
        if let kept = diffs.withLock({ $0[key] }) { return kept }
        let scopes = [key.from, key.to].compactMap { side in releases.first { $0.version.text == side }?.inputs }
        func inScope(_ contexts: [(Permutation, TokenSet)]) -> [(Permutation, TokenSet)] {
            contexts.filter { permutation, _ in
                scopes.allSatisfy { $0.allSatisfy { name, context in permutation.contexts[name].map { $0 == context } ?? true } }
            }
        }
        let diff = TokenDiff.compare(inScope(try contexts(of: key.from)), inScope(try contexts(of: key.to)),
                                     options: .init(contrastReference: contrastReference, only: key.only))
        diffs.withLock { kept in
            if kept.count >= Self.diffCapacity { kept = [:] }
            kept[key] = diff
        }
        return diff
    }

    /// The JSON answer for `key`, with its ETag, rendered on first request and kept.
    func response(for key: DiffKey) throws(HTTPError) -> Response {
        try responses.response(for: key) { () throws(HTTPError) -> Response in
            Response.json(try diff(key).json(from: key.from, to: key.to)).taggedWithETag()
        }
    }
}

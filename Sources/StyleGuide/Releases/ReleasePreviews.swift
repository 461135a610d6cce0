import DesignSystem
import MicroHTTP

/// Previews drawn with a release's tokens, and the release review of `/changes` (which
/// components a diff touches), for one loaded Config.
///
/// A release holds tokens only: its previews are today's components, styles and samples, drawn
/// with the release's values. The preview's markup depends on the styles alone (they bind tokens
/// by their custom properties), so a release's preview is the current one linked to the
/// release's stylesheet: `/preview/{component}?…&release=1.0.0` links
/// `/preview/styles.css?…&release=1.0.0`, the release's tokens for that context with the same
/// layout rules. A token the release lacks has no custom property there, so what binds it is
/// left unset, as in a browser given that release's CSS.
///
/// Everything is made on first request and kept with the snapshot, each kind up to a bound:
/// stylesheets by release and permutation, previews by release and variant, reviews by pair of
/// sides (as many as ``ReleaseLibrary/diffCapacity``).
final class ReleasePreviews: Sendable {
    /// The query parameter naming the release whose tokens a preview is drawn with.
    static let parameter = "release"
    /// How many before/after pairs one view of `/changes` shows by default (`changesPreviewPairs`).
    static let defaultPairLimit = 24
    /// The range `changesPreviewPairs` may take.
    static let pairLimitRange = 1...500

    /// The current previews, whose markup a release's previews share.
    private let components: ComponentLibrary
    /// The releases and their diffs.
    private let releases: ReleaseLibrary
    /// Which tokens each style binds, made on the first review.
    private let uses = OnceSlot<StyleUses>()
    /// The review of each pair of sides, made once with its diff.
    private let reviews = OnceCache<ReleaseLibrary.DiffKey, ReleaseReview>(capacity: ReleaseLibrary.diffCapacity)
    /// A release's `/preview/styles.css` per permutation.
    private let stylesheets = ResponseCache<StylesheetKey>(capacity: 1024, byteCapacity: 32 * 1_048_576)
    /// A release's previews per variant.
    private let previews = ResponseCache<PreviewKey>(capacity: ComponentLibrary.capacity, byteCapacity: ComponentLibrary.cacheBytes)

    /// A release's stylesheet for one permutation (its position in the token API's order).
    private struct StylesheetKey: Hashable, Sendable {
        /// The release's version.
        let release: String
        /// The permutation's position in the token API's order (the light one's for `auto`).
        let permutation: Int
        /// True for `auto`: light and dark, chosen by the reader's colour scheme.
        var automatic = false
    }

    /// A release's preview of one variant.
    private struct PreviewKey: Hashable, Sendable {
        /// The release's version.
        let release: String
        /// The preview asked for.
        let variant: PreviewVariant
    }

    /// Release previews and reviews over `components` and `releases`; nothing is made yet.
    init(components: ComponentLibrary, releases: ReleaseLibrary) {
        self.components = components
        self.releases = releases
    }

    /// The release `query` names in ``parameter``, or nil when it names none; a 400 when it is
    /// given twice or names no release of the Config (the message lists them).
    func release(in query: QueryItems) throws(HTTPError) -> String? {
        let values = query.values(for: Self.parameter)
        guard let name = values.first else { return nil }
        if values.count > 1 { throw HTTPError(.badRequest, "query parameter '\(Self.parameter)' is given more than once") }
        let known = releases.releases.map(\.version.text)
        guard known.contains(name) else {
            throw HTTPError(.badRequest, "'\(name)' is not a release of this Config; "
                + (known.isEmpty ? "it lists none (\"releases\" in swatchbook.json)" : "releases: " + known.joined(separator: ", "))
                + "; leave '\(Self.parameter)' out for the current tokens")
        }
        return name
    }

    /// `query` without ``parameter``.
    static func withoutRelease(_ query: QueryItems) -> QueryItems { QueryItems(query.filter { $0.name != parameter }) }

    /// `url` (a preview or its stylesheet) drawn with the tokens of `side`: a release's, or the current ones (`url` itself).
    static func link(_ url: String, side: String) -> String {
        side == SemanticVersion.current ? url
            : url + (url.contains("?") ? "&" : "?") + parameter + "=" + PercentEncoding.encode(side)
    }

    /// `GET /preview/{component}?…&release=`: the preview `query` names, drawn with `release`'s tokens.
    func preview(component: String, query: QueryItems, release: String) throws(HTTPError) -> Response {
        let variant = try PreviewVariant.read(Self.withoutRelease(query), component: ComponentName(component), style: nil,
                                              library: components, readsSample: true)
        return try previews.response(for: PreviewKey(release: release, variant: variant)) { () throws(HTTPError) -> Response in
            _ = try tokens(of: release, permutation: variant.permutation)
            let permutation = components.tokenAPI.permutations[variant.permutation]
            let scheme = variant.automatic ? components.colorScheme : nil
            return components.render(variant, stylesheet: Self.link(PreviewDocument.stylesheetLink(for: permutation, auto: scheme), side: release))
        }
    }

    /// `GET /preview/styles.css?…&release=`: `release`'s tokens for the permutation `query`
    /// names, with the layout rules every preview stylesheet has.
    func stylesheet(query: QueryItems, release: String) throws(HTTPError) -> Response {
        var query = Self.withoutRelease(query)
        if let scheme = components.colorScheme, scheme.takeAuto(from: &query) {
            return try automaticStylesheet(query: query, scheme: scheme, release: release)
        }
        let index = try components.tokenAPI.permutationIndex(for: query)
        return try stylesheets.response(for: StylesheetKey(release: release, permutation: index)) { () throws(HTTPError) -> Response in
            let set = try tokens(of: release, permutation: index)
            let permutation = components.tokenAPI.permutations[index]
            return ComponentLibrary.stylesheetResponse(PreviewStylesheet.render(
                set, permutation: permutation, modifiers: components.modifiers,
                title: "\(components.settings.name) — release \(release) — \(permutation)", branding: components.branding))
        }
    }

    /// `GET /preview/styles.css?<scheme>=auto&…&release=`: `release`'s light and dark tokens, chosen
    /// by the reader's colour scheme, as the current tokens' `auto` stylesheet holds them.
    private func automaticStylesheet(query: QueryItems, scheme: ColorSchemePair, release: String) throws(HTTPError) -> Response {
        let api = components.tokenAPI
        let light = try api.permutationIndex(for: scheme.replacing(query, with: scheme.light))
        let dark = try api.permutationIndex(for: scheme.replacing(query, with: scheme.dark))
        let key = StylesheetKey(release: release, permutation: light, automatic: true)
        return try stylesheets.response(for: key) { () throws(HTTPError) -> Response in
            let lightSet = try tokens(of: release, permutation: light), darkSet = try tokens(of: release, permutation: dark)
            let lightPermutation = api.permutations[light], darkPermutation = api.permutations[dark]
            return ComponentLibrary.stylesheetResponse(AutoStylesheet.render(
                light: lightSet, lightPermutation, dark: darkSet, darkPermutation, modifiers: components.modifiers,
                title: "\(components.settings.name) — release \(release) — \(scheme.light) or \(scheme.dark) by the system's colour scheme",
                branding: components.branding))
        }
    }

    /// The release's tokens in the context of the permutation at `index`; a 404 when the release has none for it.
    private func tokens(of release: String, permutation index: Int) throws(HTTPError) -> TokenSet {
        let permutation = components.tokenAPI.permutations[index]
        guard let set = ReleaseReview.set(for: permutation, in: try releases.contexts(of: release)) else {
            throw HTTPError(.notFound, "release \(release) has no tokens for \(permutation)")
        }
        return set
    }

    /// The review of the diff of `key`'s pair of sides (made on first use, with the diff if need be).
    func review(_ key: ReleaseLibrary.DiffKey) throws(HTTPError) -> ReleaseReview {
        let pair = key.pair
        if reviews.madeValue(for: pair) == nil { try SlowWork.start() }
        let diff = try releases.pages(pair).diff
        let old = try releases.contexts(of: pair.from), new = try releases.contexts(of: pair.to)
        return reviews.value(for: pair) {
            ReleaseReview(diff: diff, uses: uses.value { StyleUses(components.config) }, old: old, new: new)
        }
    }
}

import DesignSystem
import MicroHTTP

/// What every page of the guide is rendered with, besides the Snapshot: the reader's contexts,
/// the permutation whose values pages show, the problems of a failed reload (for the banner),
/// and whether pages reload themselves.
struct GuideContext: Sendable {
    /// The snapshot being served.
    let snapshot: Snapshot
    /// The contexts chosen (or `auto`), one per modifier.
    let inputs: GuideInputs
    /// The permutation pages show values of: the chosen contexts, the light one for `auto`.
    let permutation: Permutation
    /// Its token set.
    let tokens: TokenSet?
    /// The errors of the last reload, when it failed and the Config's `errorBanner` shows them
    /// (by default under `--watch` only): the guide shows them in a banner.
    let problems: [Diagnostic]
    /// True with `serve --watch`: pages listen on `/events` and reload themselves.
    let liveReload: Bool
    /// The path of the page, for the navigation's current item.
    let path: String
    /// The page's own query parameters (none of the modifiers'), which the switches' links keep.
    var query = QueryItems()
    /// True when the page is rendered for `swatchbook export`: no links to what only a running
    /// server answers, the search page lists everything, and `<html data-export>` tells the script.
    var exporting = false

    /// The context for `request`'s inputs in `snapshot`; a 400 when an input is wrong.
    init(snapshot: Snapshot, inputs: GuideInputs, problems: [Diagnostic], liveReload: Bool, path: String,
         query: QueryItems) throws(HTTPError) {
        let contexts = inputs.contexts(scheme: snapshot.colorScheme)
        let permutation = try snapshot.tokenAPI.permutation(for: QueryItems(contexts.map { .init(name: $0.key, value: $0.value) }))
        self.init(snapshot: snapshot, inputs: inputs, permutation: permutation, problems: problems, liveReload: liveReload,
                  path: path, query: query)
    }

    /// A context for an already chosen permutation.
    init(snapshot: Snapshot, inputs: GuideInputs, permutation: Permutation, problems: [Diagnostic], liveReload: Bool,
         path: String, query: QueryItems) {
        self.snapshot = snapshot
        self.inputs = inputs
        self.permutation = permutation
        tokens = snapshot.tokens.permutations[permutation]
        self.problems = snapshot.settings.errorBanner.shows(watching: liveReload) ? problems : []
        self.liveReload = liveReload
        self.path = path
        self.query = query
    }

    /// The settings of the loaded Config.
    var settings: Settings { snapshot.settings }

    /// The choices as a query string (`mode=auto&density=compact`): what previews and the token
    /// stylesheet are asked with. Empty without modifiers.
    var inputsQuery: String { Self.encode(inputs.query()) }

    /// The stylesheet of the design system's tokens and utilities in these contexts.
    var tokenStylesheet: String { "/preview/styles.css" + (inputsQuery.isEmpty ? "" : "?" + inputsQuery) }

    /// `url` with the choices added, for framed previews and the links between a guide page's own
    /// pages (`…&mode=auto&density=compact`: `auto` stays `auto`, and an export's copy its copy).
    func withInputs(_ url: String) -> String {
        let query = inputsQuery
        return query.isEmpty ? url : url + (url.contains("?") ? "&" : "?") + query
    }

    /// The page's own query parameters (not the modifiers'), as `?page=2`; empty without any.
    var ownQuery: String { query.isEmpty ? "" : "?" + Self.encode(query.map { ($0.name, $0.value) }) }

    /// The permutation as API query parameters (`mode=dark`), sorted by modifier; empty without modifiers.
    var modifierQuery: String {
        Self.encode(permutation.contexts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// `url` with the permutation's modifier parameters added (`/api/tokens/x?mode=dark`).
    func withModifiers(_ url: String) -> String {
        let query = modifierQuery
        return query.isEmpty ? url : url + (url.contains("?") ? "&" : "?") + query
    }

    /// The link of a switch's choice: this page with its own parameters, and every modifier's
    /// choice with `modifier` set to `choice`.
    func switchLink(_ modifier: String, _ choice: String) -> String {
        "?" + Self.encode(query.map { ($0.name, $0.value) } + inputs.query(replacing: modifier, with: choice))
    }

    /// `data-theme` of the page: `light` or `dark` when the colour-scheme modifier is on one of
    /// the pair's contexts, else `auto` (the reader's system decides the guide's own colours).
    var colorScheme: String {
        guard let scheme = snapshot.colorScheme, let choice = inputs.choices[scheme.modifier] else { return ColorSchemePair.keyword }
        return choice == scheme.light ? "light" : choice == scheme.dark ? "dark" : ColorSchemePair.keyword
    }

    /// True when previews and swatches follow the reader's system (the colour-scheme modifier is on `auto`).
    var isAutomatic: Bool {
        guard let scheme = snapshot.colorScheme else { return false }
        return inputs.choices[scheme.modifier] == ColorSchemePair.keyword
    }

    /// The colour pages measure contrast on: the preview canvas's background token in these contexts.
    var surface: (path: TokenPath, color: ColorValue)? {
        guard let path = settings.preview.background, case .color(let color)? = tokens?[path]?.value else { return nil }
        return (path, color)
    }

    private static func encode(_ items: [(name: String, value: String)]) -> String {
        items.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }.joined(separator: "&")
    }
}

import DesignSystem
import MicroHTTP

/// What every page of the guide is rendered with, besides the Snapshot: the reader's theme,
/// the permutation whose values pages show, the problems of a failed reload (for the banner),
/// and whether pages reload themselves.
struct GuideContext: Sendable {
    /// The snapshot being served.
    let snapshot: Snapshot
    /// The theme chosen (or auto).
    let theme: GuideTheme
    /// The theme switch's choices (empty: no switch).
    let themeChoices: [String]
    /// The permutation pages show values of: the chosen theme's, or the default inputs' for auto.
    let permutation: Permutation
    /// Its token set.
    let tokens: TokenSet?
    /// The errors of the last reload, when it failed: the guide shows them in a banner.
    let problems: [Diagnostic]
    /// True with `serve --watch`: pages listen on `/events` and reload themselves.
    let liveReload: Bool
    /// The path of the page, for the navigation's current item.
    let path: String
    /// The page's query parameters but `theme`, which the theme switch's links keep.
    var query = QueryItems()

    /// The `theme` query value previews and the stylesheet are asked with: `auto` or the context.
    var themeQuery: String? { themeChoices.isEmpty ? nil : theme.choice }

    /// The stylesheet of the design system's tokens and utilities in this theme.
    var tokenStylesheet: String {
        if let query = themeQuery { return "/preview/styles.css?theme=" + PercentEncoding.encode(query) }
        return PreviewDocument.stylesheetLink(for: permutation)
    }

    /// `url` with this theme's query added, for framed previews (`…&theme=dark`).
    func themed(_ url: String) -> String {
        guard let query = themeQuery else { return url }
        return url + (url.contains("?") ? "&" : "?") + "theme=" + PercentEncoding.encode(query)
    }

    /// The settings of the loaded Config.
    var settings: Settings { snapshot.settings }

    /// The permutation as API query parameters (`theme=dark`), sorted by modifier; empty without modifiers.
    var modifierQuery: String {
        permutation.contexts.sorted { $0.key < $1.key }
            .map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }.joined(separator: "&")
    }

    /// `url` with the permutation's modifier parameters added (`/api/tokens/x?theme=dark`).
    func withModifiers(_ url: String) -> String {
        let query = modifierQuery
        return query.isEmpty ? url : url + (url.contains("?") ? "&" : "?") + query
    }

    /// The link of a theme switch choice: this page with `theme=<choice>` and its other parameters kept.
    func themeLink(_ choice: String) -> String {
        let kept = query.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }
        return "?" + (kept + ["theme=" + PercentEncoding.encode(choice)]).joined(separator: "&")
    }

    /// The colour pages measure contrast on: the preview canvas's background token in this theme.
    var surface: (path: TokenPath, color: ColorValue)? {
        guard let path = settings.preview.background, case .color(let color)? = tokens?[path]?.value else { return nil }
        return (path, color)
    }
}

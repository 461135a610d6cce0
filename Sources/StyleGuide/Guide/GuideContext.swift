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
}

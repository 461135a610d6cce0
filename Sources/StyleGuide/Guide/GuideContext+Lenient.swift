import DesignSystem
import MicroHTTP

extension GuideContext {
    /// The context of an error page: the theme read leniently (a bad `?theme=` or a stale cookie
    /// falls back to the cookie, then to auto), the permutation of that theme or the default one.
    /// Never throws: the error path must always have a page to show.
    static func lenient(for request: Request, store: SnapshotStore, liveReload: Bool) -> GuideContext {
        let (snapshot, problems, _) = store.view
        let choices = GuideTheme.choices(in: snapshot.tokens)
        var theme = GuideTheme(context: nil)
        if let resolved = try? GuideTheme.resolve(request, in: snapshot.tokens) {
            theme = resolved.0
        } else if let remembered = GuideTheme.cookieValue(in: request.headers), remembered != AutoTheme.keyword,
                  choices.contains(remembered) {
            theme = GuideTheme(context: remembered)
        }
        let permutation = (try? theme.permutation(in: snapshot)) ?? (try? GuideTheme(context: nil).permutation(in: snapshot))
            ?? snapshot.tokenAPI.permutations.first ?? Permutation([:])
        if theme.context != nil, permutation.contexts[AutoTheme.modifier] != theme.context { theme = GuideTheme(context: nil) }
        let query = GuideTheme.pageQuery(of: request)
        return GuideContext(snapshot: snapshot, theme: theme, themeChoices: choices, permutation: permutation,
                            tokens: snapshot.tokens.permutations[permutation], problems: problems, liveReload: liveReload,
                            path: request.path, query: query)
    }
}

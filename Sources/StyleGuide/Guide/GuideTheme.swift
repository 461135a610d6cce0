import DesignSystem
import MicroHTTP

/// The theme a reader sees the guide in: a context of the resolver's `theme` modifier they chose
/// (with `?theme=`, then remembered in a cookie), or `auto` — the system's light or dark.
struct GuideTheme: Hashable, Sendable {
    /// The cookie that remembers the choice.
    static let cookie = "sb-theme"
    /// The chosen context, or nil for `auto` (or when the resolver has no `theme`).
    let context: String?

    /// The choices the theme switch offers: `auto` (when there are light and dark contexts) and
    /// every context of the `theme` modifier; empty when the resolver has none.
    static func choices(in system: TokenSystem) -> [String] {
        guard let theme = system.modifiers.first(where: { $0.name == AutoTheme.modifier }) else { return [] }
        let auto = theme.contextNames.contains("light") && theme.contextNames.contains("dark")
        return (auto ? [AutoTheme.keyword] : []) + theme.contextNames
    }

    /// The theme a request asks for, and the `Set-Cookie` value to send when it changes the
    /// choice: `?theme=` first (a wrong value is a 400 naming the choices), then the cookie
    /// (a stale value is ignored), then `auto`.
    static func resolve(_ request: Request, in system: TokenSystem) throws(HTTPError) -> (GuideTheme, setCookie: String?) {
        let choices = Self.choices(in: system)
        if let asked = request.query[AutoTheme.modifier] {
            guard !choices.isEmpty else { throw HTTPError(.badRequest, "this design system has no theme to choose") }
            guard choices.contains(asked), request.query.values(for: AutoTheme.modifier).count == 1 else {
                throw HTTPError(.badRequest, "'\(asked)' is not a theme here; themes: \(choices.joined(separator: ", "))")
            }
            if asked == AutoTheme.keyword {
                return (GuideTheme(context: nil), "\(cookie)=; Path=/; Max-Age=0; SameSite=Lax")
            }
            return (GuideTheme(context: asked), "\(cookie)=\(asked); Path=/; Max-Age=31536000; SameSite=Lax")
        }
        if let remembered = Self.cookieValue(in: request.headers), remembered != AutoTheme.keyword, choices.contains(remembered) {
            return (GuideTheme(context: remembered), nil)
        }
        return (GuideTheme(context: nil), nil)
    }

    /// The value of the theme cookie in the `Cookie` headers, if any.
    static func cookieValue(in headers: Headers) -> String? {
        for header in headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, String(parts[0]).trimmingWhitespace() == cookie else { continue }
                return String(parts[1]).trimmingWhitespace()
            }
        }
        return nil
    }

    /// `auto`, or the context's name: what the switch shows as chosen.
    var choice: String { context ?? AutoTheme.keyword }

    /// The permutation this theme shows: its context with the other modifiers' defaults, or
    /// the defaults for auto.
    func permutation(in snapshot: Snapshot) throws(HTTPError) -> Permutation {
        let query: QueryItems = context.map { [AutoTheme.modifier: $0] } ?? [:]
        return try snapshot.tokenAPI.permutation(for: query)
    }

    /// The query of `request` without `theme`: what the page itself reads, and what the theme
    /// switch's links carry over.
    static func pageQuery(of request: Request) -> QueryItems {
        QueryItems(request.query.filter { $0.name != AutoTheme.modifier })
    }
}

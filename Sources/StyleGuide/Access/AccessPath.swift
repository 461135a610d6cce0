import MicroHTTP

/// What the access gate needs to know of a request's path, decided from the path alone (so an
/// unknown path is treated exactly like a known one): its scope, and how a refusal is written.
struct AccessPath: Equatable {
    /// The part of the site the path belongs to.
    let scope: AccessScope
    /// True when a refusal is JSON (the API, the Storybook ref's index and metadata, `/mcp`),
    /// false when it is for a browser (a redirect to the sign-in page, or a plain `401`).
    let speaksJSON: Bool
    /// True for `/healthz`, open to everyone (status only, to those not signed in).
    let isHealth: Bool
    /// True for the sign-in routes (below `/auth/`), open to everyone.
    let isSignIn: Bool
    /// True when someone not signed in is sent to the sign-in page rather than refused: a browser's
    /// page, but not Storybook's frame `/iframe.html`. Storybook's server probes a ref's frame
    /// without cookies and follows redirects: the provider's sign-in page would answer `200`, and
    /// Storybook would take the ref for public and never send the reader's cookie.
    let redirectsToSignIn: Bool

    /// The first segment of the percent-decoded path decides, as the router would decode it.
    init(_ request: Request) {
        let raw = request.path
        let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? PercentDecoding.decode(raw) ?? raw : raw
        let first = decoded.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true).first.map(String.init) ?? ""
        let alone = decoded == "/" + first
        switch first {
        case "api", "index.json", "metadata.json": (scope, speaksJSON) = (.api, true)
        case "mcp": (scope, speaksJSON) = (.mcp, true)
        case "metrics": (scope, speaksJSON) = (.metrics, false)
        default: (scope, speaksJSON) = (.guide, Self.asksForJSON(request))
        }
        isHealth = alone && first == "healthz"
        isSignIn = first == "auth"
        redirectsToSignIn = !speaksJSON && !(alone && first == "iframe.html")
    }

    /// True when the client asks for JSON and not HTML (Storybook's `fetch` of a ref's
    /// `stories.json` sends `Accept: application/json`); it depends on no route, so it tells nothing.
    private static func asksForJSON(_ request: Request) -> Bool {
        guard let accept = request.headers["Accept"] else { return false }
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}

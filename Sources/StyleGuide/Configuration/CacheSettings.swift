import DesignSystem

/// How long caches in front of the server may keep its answers (`"cache"` in swatchbook.json).
///
/// Every answer that carries an `ETag` (guide pages, previews, each token permutation in each
/// format, catalog and diff answers, the guide's assets by their plain names) is sent with
/// ``headerValue``: a browser revalidates on every visit (`max-age=0`), a shared cache (a CDN or
/// a caching proxy in front of replicas) may serve it for ``sharedMaxAge`` seconds, then serve it
/// stale for ``staleWhileRevalidate`` seconds while it revalidates with `If-None-Match` (a 304 from
/// any replica: the same Config gives the same ETag on every one), and for ``staleIfError``
/// seconds while the servers cannot answer. Under `serve --watch` answers are `no-cache` instead.
public struct CacheSettings: Sendable, Equatable {
    /// Seconds a shared cache may serve an answer without asking again (`s-maxage`).
    public let sharedMaxAge: Int
    /// Seconds after that during which a cache may serve it while it revalidates in the background.
    public let staleWhileRevalidate: Int
    /// Seconds after that during which a cache may serve it while the servers answer with errors.
    public let staleIfError: Int
    /// The `Cache-Control` value these settings give.
    public let headerValue: String

    /// The `Cache-Control` of an answer that is one reader's own (it sets a cookie, or a cookie
    /// chose its body): a browser keeps and revalidates it, no shared cache does.
    static let readersOwn = "private, no-cache"

    /// The longest any of the three may be: a year, as RFC 9111 advises for "never expires".
    public static let longest = 31_536_000

    /// Settings with the given lifetimes (the defaults: a minute fresh, five minutes stale while
    /// revalidating, a day stale while the servers fail).
    public init(sharedMaxAge: Int = 60, staleWhileRevalidate: Int = 300, staleIfError: Int = 86_400) {
        self.sharedMaxAge = sharedMaxAge
        self.staleWhileRevalidate = staleWhileRevalidate
        self.staleIfError = staleIfError
        headerValue = "public, max-age=0, s-maxage=\(sharedMaxAge), stale-while-revalidate=\(staleWhileRevalidate), "
            + "stale-if-error=\(staleIfError)"
    }

    /// Reads the members of the `cache` object, keeping the default of each one not given.
    static func read(_ reader: inout ObjectReader) -> CacheSettings {
        let defaults = CacheSettings()
        return CacheSettings(
            sharedMaxAge: reader.integer("sharedMaxAge", in: 0...longest) ?? defaults.sharedMaxAge,
            staleWhileRevalidate: reader.integer("staleWhileRevalidate", in: 0...longest) ?? defaults.staleWhileRevalidate,
            staleIfError: reader.integer("staleIfError", in: 0...longest) ?? defaults.staleIfError)
    }
}

import MicroHTTP
import Synchronization

/// Makes an answer to a recognised reader of a private Swatchbook the reader's own: no shared
/// cache (a CDN, a company proxy) may keep it, and a browser's cache keeps it apart per
/// credentials.
///
/// `Cache-Control` loses `public`, `s-maxage` and `proxy-revalidate` and gains `private` (an
/// answer without one becomes `private, no-cache`); `Vary` gains `Authorization` and `Cookie`,
/// merged into whatever it named already. `ETag` and conditional answers are left alone.
enum PrivateCaching {
    /// The directives only shared caches read, dropped from a private answer.
    private static let sharedOnly: Set<String> = ["public", "s-maxage", "proxy-revalidate"]

    /// The last fields marked and what they became: answers repeat the same few values (the
    /// shared-cache policy's), so the lists are split and rebuilt once, not on every request.
    private static let last = Mutex<(cacheControl: String?, privateCacheControl: String, vary: [String], privateVary: String)>(
        (nil, cacheControl(nil), [], varying([])))

    /// `response` marked as one reader's own.
    static func mark(_ response: inout Response) {
        let given = (cacheControl: response.headers["Cache-Control"], vary: response.headers.values(for: "Vary"))
        let remembered = last.withLock { last in
            (last.cacheControl == given.cacheControl ? last.privateCacheControl : nil, last.vary == given.vary ? last.privateVary : nil)
        }
        let marked = (cacheControl: remembered.0 ?? cacheControl(given.cacheControl), vary: remembered.1 ?? varying(given.vary))
        if remembered.0 == nil || remembered.1 == nil {
            last.withLock { $0 = (given.cacheControl, marked.cacheControl, given.vary, marked.vary) }
        }
        response.headers.set("Cache-Control", marked.cacheControl)
        response.headers.remove("Vary")
        response.headers.add("Vary", marked.vary)
    }

    /// The private form of a `Cache-Control` value (nil when the answer had none).
    static func cacheControl(_ value: String?) -> String {
        guard let value else { return "private, no-cache" }
        let kept = value.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { directive in
            !directive.isEmpty && !sharedOnly.contains(String(directive.prefix { $0 != "=" }).lowercased())
                && directive.lowercased() != "private"
        }
        return (["private"] + kept).joined(separator: ", ")
    }

    /// The `Vary` values of an answer, with `Authorization` and `Cookie` added once each.
    static func varying(_ values: [String]) -> String {
        var names = values.flatMap { $0.split(separator: ",") }.map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        if names.contains("*") { return "*" }
        for needed in ["Authorization", "Cookie"] where !names.contains(where: { $0.lowercased() == needed.lowercased() }) {
            names.append(needed)
        }
        return names.joined(separator: ", ")
    }
}

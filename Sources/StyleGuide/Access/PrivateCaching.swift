import MicroHTTP

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

    /// The fields marked last on each thread and what they became: answers repeat the same few
    /// values (the shared-cache policy's, an asset's), so the lists are split and rebuilt once
    /// per thread and value, not on every request; each thread keeps its own, so no request
    /// waits for another's lock.
    private static let remembered = PerThread { PrivateFieldMemo() }

    /// `response` marked as one reader's own.
    static func mark(_ response: inout Response) {
        let given = (cacheControl: response.headers["Cache-Control"], vary: response.headers.values(for: "Vary"))
        let marked = remembered.withCurrent { memo in
            memo.marked(cacheControl: given.cacheControl, vary: given.vary) {
                (cacheControl(given.cacheControl), varying(given.vary))
            }
        }
        response.headers.set("Cache-Control", marked.cacheControl)
        response.headers.remove("Vary")
        response.headers.add("Vary", marked.vary)
        // One reader's own: the server never sends it again unasked either.
        response.reuse = .never
    }

    /// The private form of a `Cache-Control` value (nil when the answer had none).
    static func cacheControl(_ value: String?) -> String {
        guard let value else { return "private, no-cache" }
        var kept: [String] = ["private"]
        for part in value.split(separator: ",") {
            let directive: String = String(part).trimmingWhitespace()
            let name: String = String(directive.prefix { $0 != "=" }).lowercased()
            if !directive.isEmpty, !sharedOnly.contains(name), directive.lowercased() != "private" { kept.append(directive) }
        }
        return kept.joined(separator: ", ")
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

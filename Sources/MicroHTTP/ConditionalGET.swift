/// Answers `304 Not Modified` when the client already holds the response's `ETag` (If-None-Match).
///
/// The generic part is inlinable so an application's chain of wrappers is specialized where it
/// is assembled; the work itself is done by a non-generic function.
public struct ConditionalGET<Next: Responder>: Responder {
    @usableFromInline let next: Next

    @usableFromInline init(next: Next) { self.next = next }

    /// Answers with `next`, replacing a matching 200 by a bodiless 304.
    @inlinable public func respond(to request: Request) throws -> Response {
        EntityTag.answer(try next.respond(to: request), to: request)
    }
}

/// Entity-tag comparison for `If-None-Match` (RFC 9110 §13.1.2: weak comparison).
@usableFromInline enum EntityTag {
    /// `response`, or a bodiless 304 when `request` already holds its `ETag`.
    @usableFromInline static func answer(_ response: consuming Response, to request: Request) -> Response {
        guard let condition = request.headers["If-None-Match"],
              request.method == .get || request.method == .head, response.status == .ok,
              let etag = response.headers["ETag"],
              EntityTag.list(condition, matches: etag)
        else { return response }
        var notModified = Response(status: .notModified)
        for name in keptOnNotModified {
            for value in response.headers.values(for: name) { notModified.headers.add(name, value) }
        }
        notModified.headers.add("Content-Length", String(response.body.count))
        return notModified
    }

    /// Headers a 304 keeps from the full response: those RFC 9110 §15.4.5 names, and
    /// `Set-Cookie`, which is about the exchange rather than the body, so that a revalidated
    /// page still sets its cookie (a browser applies a 304's cookies like any other's).
    static let keptOnNotModified = ["ETag", "Cache-Control", "Vary", "Expires", "Content-Location", "Set-Cookie"]

    /// True when the comma-separated `list` is `*` or holds a tag weakly equal to `etag`.
    ///
    /// A `-gzip` suffix, which ``Compression`` adds to the tag of a compressed body, is ignored:
    /// both encodings carry the same content.
    static func list(_ list: String, matches etag: String) -> Bool {
        let target = opaque(etag)
        return list.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: " \t")
            return trimmed == "*" || opaque(trimmed) == target
        }
    }

    private static func opaque(_ tag: some StringProtocol) -> Substring {
        var tag = Substring(tag)
        if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
        if tag.hasSuffix("-gzip\"") { tag = tag.dropLast(6) + "\"" }
        return tag
    }
}

extension Responder {
    /// Answers conditional GETs with 304 when the `ETag` matches.
    @inlinable public func conditionalGET() -> ConditionalGET<Self> { ConditionalGET(next: self) }
}

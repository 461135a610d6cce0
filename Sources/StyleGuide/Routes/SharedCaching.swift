import MicroHTTP

/// Gives every cacheable answer the `Cache-Control` a CDN or proxy in front of replicas needs.
///
/// A 200 that carries an `ETag` and no `Cache-Control` of its own is cacheable: it gets the
/// policy's value (``CacheSettings/headerValue``, or `no-cache` under `--watch`). One that also
/// sets a cookie (a page answering `?theme=`) is the reader's own: `private, no-cache`, so no
/// shared cache keeps another reader's cookie; so is a page whose body a cookie chose (a guide
/// page in the theme `sb-theme` remembers, which sets it itself). Answers that set their own
/// `Cache-Control` (the guide's content-hashed assets, errors, `/healthz`) keep it.
///
/// An answer given the shared policy is also one the server may send again itself, as it is, to
/// the same request until the next load (``AnswerReuse/untilReload``), unless the route said
/// otherwise (files of the public folder, which can change on disk between loads).
struct SharedCaching<Next: Responder>: Responder {
    let next: Next
    /// The value for cacheable answers, asked for only when one is being sent.
    let policy: @Sendable () -> String

    func respond(to request: Request) throws -> Response {
        var response = try next.respond(to: request)
        guard response.status == .ok, response.headers["Cache-Control"] == nil, response.headers["ETag"] != nil else {
            return response
        }
        let shared = response.headers["Set-Cookie"] == nil
        response.headers.set("Cache-Control", shared ? policy() : CacheSettings.readersOwn)
        // What a shared cache may keep, the server may send again itself, until the next load.
        if shared && response.reuse == .unspecified { response.reuse = .untilReload }
        return response
    }
}

extension Responder {
    /// Adds the shared-cache policy to cacheable answers (see ``SharedCaching``).
    func sharedCaching(_ policy: @escaping @Sendable () -> String) -> SharedCaching<Self> {
        SharedCaching(next: self, policy: policy)
    }
}

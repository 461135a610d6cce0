/// Sends compressible bodies gzip-encoded to clients that accept it.
///
/// The compressed form is remembered by the ``Payload``, so a body prepared once is compressed
/// once; compressing a large body the first time is slow work (``SlowWork``), done on a render
/// thread. The `ETag` of a compressed response gets a `-gzip` suffix, as the bytes differ.
public struct Compression<Next: Responder>: Responder {
    @usableFromInline let next: Next
    @usableFromInline let minimumBytes: Int

    @usableFromInline init(next: Next, minimumBytes: Int) {
        self.next = next
        self.minimumBytes = minimumBytes
    }

    /// Answers with `next`, compressing the body when that helps.
    @inlinable public func respond(to request: Request) throws -> Response {
        try AcceptEncoding.encode(try next.respond(to: request), for: request, minimumBytes: minimumBytes)
    }
}

/// Reading `Accept-Encoding` (RFC 9110 §12.5.3) and answering it.
@usableFromInline enum AcceptEncoding {
    /// Bodies from this size on take long enough to compress (about a millisecond per 64 KB) that
    /// the first compression is slow work.
    @usableFromInline static let slowBytes = 64 * 1024

    /// `response` gzip-encoded when the client accepts it and that helps; `Vary` set either way.
    /// Throws ``SlowWork/busy`` on an event-loop thread when a large body is compressed for the first time.
    @usableFromInline static func encode(_ response: consuming Response, for request: Request,
                                         minimumBytes: Int) throws(HTTPError) -> Response {
        guard response.status == .ok, response.body.count >= minimumBytes,
              !response.headers.contains("Content-Encoding"),
              response.contentType?.isCompressible == true
        else { return response }
        if !response.headers.hasToken("Accept-Encoding", in: "Vary") {
            response.headers.add("Vary", "Accept-Encoding")
        }
        guard acceptsGzip(request.headers["Accept-Encoding"]) else { return response }
        if response.body.count >= slowBytes && !response.body.isGzipKnown { try SlowWork.start() }
        guard let compressed = response.body.gzipped else { return response }
        response.body = compressed
        response.headers.add("Content-Encoding", "gzip")
        if let etag = response.headers["ETag"], etag.hasSuffix("\"") {
            response.headers.set("ETag", String(etag.dropLast()) + "-gzip\"")
        }
        return response
    }

    /// True when the header accepts gzip: an explicit `gzip` entry decides by its quality,
    /// otherwise a `*` entry does.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var wildcard: Double?
        for entry in header.split(separator: ",") {
            let parts = entry.split(separator: ";")
            guard let coding = parts.first?.trimmingCharacters(in: " \t").lowercased() else { continue }
            let quality = parts.dropFirst().lazy
                .map { $0.trimmingCharacters(in: " \t") }
                .first { $0.lowercased().hasPrefix("q=") }
                .flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { wildcard = quality }
        }
        return (wildcard ?? 0) > 0
    }
}

extension Responder {
    /// Compresses compressible bodies of at least `minimumBytes` for clients accepting gzip.
    @inlinable public func compressed(minimumBytes: Int = 512) -> Compression<Self> {
        Compression(next: self, minimumBytes: minimumBytes)
    }
}

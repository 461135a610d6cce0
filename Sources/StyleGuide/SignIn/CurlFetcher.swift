import CCurl

/// ``OutboundFetching`` through libcurl: the one file that touches the C library.
///
/// libcurl (Debian's `libcurl4-openssl-dev`) verifies TLS certificates against the system's CA
/// store, follows no redirects, speaks only http and https, and stops a call after
/// ``SignInLimits/fetchSeconds`` or once the body passes ``SignInLimits/responseBytes``.
struct CurlFetcher: OutboundFetching {
    /// The limits every call keeps to.
    let limits: SignInLimits

    /// libcurl's global setup, done once before the first handle.
    private static let ready: Bool = sb_curl_global_init() == CURLE_OK

    func fetch(_ request: OutboundRequest) throws(SignInProblem) -> OutboundResponse {
        guard Self.ready, let handle = curl_easy_init() else { throw SignInProblem(.provider, "libcurl could not start a call") }
        defer { curl_easy_cleanup(handle) }
        let sink = BodySink(limit: limits.responseBytes)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        var headers: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headers) }
        let body = request.form.map { _ in request.encodedForm }
        headers = curl_slist_append(headers, "Accept: application/json")
        if let authorization = request.authorization { headers = curl_slist_append(headers, "Authorization: \(authorization)") }
        let code: CURLcode = request.url.withCString { url in
            (body ?? "").withCString { form in
                _ = sb_curl_set_pointer(handle, CURLOPT_URL, url)
                _ = sb_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https")
                _ = sb_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
                _ = sb_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
                _ = sb_curl_set_long(handle, CURLOPT_TIMEOUT, limits.fetchSeconds)
                _ = sb_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT, limits.fetchSeconds)
                _ = sb_curl_set_long(handle, CURLOPT_MAXFILESIZE, limits.responseBytes)
                _ = sb_curl_set_pointer(handle, CURLOPT_USERAGENT, "swatchbook")
                _ = sb_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headers)
                if body != nil {
                    _ = sb_curl_set_long(handle, CURLOPT_POSTFIELDSIZE, body!.utf8.count)
                    _ = sb_curl_set_pointer(handle, CURLOPT_POSTFIELDS, form)
                }
                _ = sb_curl_set_writer(handle, { data, size, count, context in
                    let sink = Unmanaged<BodySink>.fromOpaque(context!).takeUnretainedValue()
                    return sink.take(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
                }, context.toOpaque())
                return curl_easy_perform(handle)
            }
        }
        if sink.overflowed || code == CURLE_FILESIZE_EXCEEDED { throw SignInProblem(.provider, limits.tooLarge(request.url)) }
        guard code == CURLE_OK else {
            throw SignInProblem(.provider, "could not reach \(request.url): \(String(cString: curl_easy_strerror(code)))")
        }
        var status = 0
        _ = sb_curl_status(handle, &status)
        return OutboundResponse(status: status, body: sink.bytes)
    }
}

/// Collects a response body up to a limit; past it, the call is stopped.
private final class BodySink {
    let limit: Int
    var bytes: [UInt8] = []
    var overflowed = false

    init(limit: Int) { self.limit = limit }

    /// Keeps `piece`; false (stop the call) once the body would pass the limit.
    func take(_ piece: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count + piece.count <= limit else {
            overflowed = true
            return false
        }
        bytes.append(contentsOf: piece)
        return true
    }
}

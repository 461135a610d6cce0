import CMicroHTTPD
import Logging

/// Hands a ``Response`` to libmicrohttpd without copying its body.
enum NativeResponse {
    /// Queues `response` on the connection with the `defaults` it lacks; the body's ``Payload``
    /// stays retained until sent.
    ///
    /// A 304 keeps the `Content-Length` of the full response when it names one (RFC 9110 §8.6),
    /// instead of the `0` libmicrohttpd would send for its empty body: libmicrohttpd writes that
    /// field itself, so the 304 is handed over as a response of the full size whose body is never
    /// read (a 304 has none), and the field is not added a second time.
    ///
    /// A body over ``TrackedBody/threshold`` bytes is read block by block, and registered with
    /// `bodies`, so that its progress is known; the returned progress is that body's, or the stream's.
    static func queue(_ response: Response, on connection: OpaquePointer, defaults: DefaultHeaders,
                      streams: StreamRegistry, bodies: TrackedBodyRegistry,
                      logger: Logger) -> (MHD_Result, (any BodyProgress)?) {
        let (native, progress) = make(response, on: connection, defaults: defaults, streams: streams, bodies: bodies,
                                      logger: logger)
        guard let native else { return (.NO, nil) }
        defer { MHD_destroy_response(native) }
        return (MHD_queue_response(connection, statusCode(of: response), native), progress)
    }

    /// The status code sent for `response`: 500 for one outside 100–999.
    static func statusCode(of response: Response) -> UInt32 {
        UInt32((100...999).contains(response.status.code) ? response.status.code : 500)
    }

    /// The native response for `response`, with the `defaults` it lacks, and the progress of its
    /// body when that is tracked; the caller owns the native response's one reference (nil when
    /// libmicrohttpd could not make one).
    static func make(_ response: Response, on connection: OpaquePointer, defaults: DefaultHeaders,
                     streams: StreamRegistry, bodies: TrackedBodyRegistry,
                     logger: Logger) -> (OpaquePointer?, (any BodyProgress)?) {
        let payload = response.body
        let native: OpaquePointer?
        var progress: (any BodyProgress)?
        let notModifiedLength = response.status == .notModified ? response.headers["Content-Length"].flatMap { UInt64($0) } : nil
        if let stream = response.stream {
            native = streamed(stream, on: connection, streams: streams)
            progress = stream
        } else if let length = notModifiedLength {
            native = MHD_create_response_from_callback(length, 4096, { _, _, _, _ in -2 }, nil, nil)
        } else if payload.isEmpty {
            native = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        } else if payload.count > TrackedBody.threshold {
            let tracked = TrackedBody(payload, on: connection, registry: bodies)
            native = tracked.makeResponse()
            progress = tracked
        } else {
            let retained = Unmanaged.passRetained(payload).toOpaque()
            native = MHD_create_response_from_buffer_with_free_callback_cls(
                payload.count, payload.baseAddress,
                { context in Unmanaged<Payload>.fromOpaque(context!).release() },
                retained)
            if native == nil { Unmanaged<Payload>.fromOpaque(retained).release() }
        }
        guard let native else { return (nil, nil) }
        if let type = response.contentType {
            type.value.withCString { _ = MHD_add_response_header(native, "Content-Type", $0) }
        }
        for field in response.headers where notModifiedLength == nil || field.name.lowercased() != "content-length" {
            let added = field.name.withCString { name in
                field.value.withCString { value in MHD_add_response_header(native, name, value) }
            }
            if added != .YES { logger.debug("libmicrohttpd refused the response header '\(field.name)'") }
        }
        defaults.forEachMissing(from: response.headers) { name, value in
            _ = MHD_add_response_header(native, name, value)
        }
        return (native, progress)
    }

    /// A response whose body libmicrohttpd reads from `stream` as it is written (chunked, size
    /// unknown); the stream is kept, and registered with `streams`, until the response is dropped.
    private static func streamed(_ stream: ResponseStream, on connection: OpaquePointer,
                                 streams: StreamRegistry) -> OpaquePointer? {
        stream.attach(to: connection)
        let retained = Unmanaged.passRetained(stream).toOpaque()
        let native = MHD_create_response_from_callback(UInt64.max, 4096, { context, offset, buffer, max in
            guard let context, let buffer else { return -2 }
            return Unmanaged<ResponseStream>.fromOpaque(context).takeUnretainedValue().read(at: offset, into: buffer, max: max)
        }, retained, { context in
            guard let context else { return }
            Unmanaged<ResponseStream>.fromOpaque(context).takeRetainedValue().finish()
        })
        if native == nil {
            Unmanaged<ResponseStream>.fromOpaque(retained).release()
            stream.finish()
        } else {
            streams.register(stream)
        }
        return native
    }
}

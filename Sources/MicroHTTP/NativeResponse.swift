import CMicroHTTPD

/// Hands a ``Response`` to libmicrohttpd without copying its body.
enum NativeResponse {
    /// Queues `response` on the connection with the `defaults` it lacks; the body's ``Payload``
    /// stays retained until sent.
    static func queue(_ response: Response, on connection: OpaquePointer, defaults: DefaultHeaders) -> MHD_Result {
        let payload = response.body
        let native: OpaquePointer?
        if payload.isEmpty {
            native = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        } else {
            let retained = Unmanaged.passRetained(payload).toOpaque()
            native = MHD_create_response_from_buffer_with_free_callback_cls(
                payload.count, payload.baseAddress,
                { context in Unmanaged<Payload>.fromOpaque(context!).release() },
                retained)
            if native == nil { Unmanaged<Payload>.fromOpaque(retained).release() }
        }
        guard let native else { return .NO }
        defer { MHD_destroy_response(native) }
        if let type = response.contentType {
            type.value.withCString { _ = MHD_add_response_header(native, "Content-Type", $0) }
        }
        for field in response.headers {
            field.name.withCString { name in
                field.value.withCString { value in _ = MHD_add_response_header(native, name, value) }
            }
        }
        defaults.forEachMissing(from: response.headers) { name, value in
            _ = MHD_add_response_header(native, name, value)
        }
        return MHD_queue_response(connection, UInt32(response.status.code), native)
    }
}

import CMicroHTTPD

/// The version of the libmicrohttpd the server runs on.
public enum LibraryVersion {
    /// libmicrohttpd's version as it reports it at run time, e.g. `0.9.75`.
    public static let microhttpd: String = MHD_get_version().map { String(cString: $0) } ?? "unknown"
}

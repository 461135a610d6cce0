import MicroHTTP

/// The labels of `swatchbook_build_info`: what this binary is and what it was built with.
enum BuildInfo {
    /// `version`, `swift` (the compiler's language version) and `libmicrohttpd`.
    static let labels: [(String, String)] = [
        ("version", SwatchbookVersion.current),
        ("swift", swiftVersion),
        ("libmicrohttpd", LibraryVersion.microhttpd),
    ]

    /// The compiler's version, to its minor number.
    static var swiftVersion: String {
        #if compiler(>=6.4)
        return "6.4+"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }
}

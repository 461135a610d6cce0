/// One file of an export: where it goes, what URL a running server answers it at, and its bytes.
public struct ExportedFile: Sendable {
    /// The path below the export's folder (`tokens/color/index.html`).
    public let path: String
    /// The URL a running `swatchbook serve` answers the same content at (`/tokens/color`).
    public let url: String
    /// The media type a server gives it.
    public let contentType: String
    /// The content.
    public let bytes: [UInt8]
}

/// A whole export, in memory: every file sorted by path, and what went wrong on the way.
public struct ExportedSite: Sendable {
    /// The files, sorted by path; the manifest is the last written and is not among them.
    public let files: [ExportedFile]
    /// The manifest: every file with its URL, path, content type, size and SHA-256.
    public let manifest: [UInt8]
    /// Links that lead to no page (a 404 or a 400 of the running server), each with the page
    /// that holds it; an empty list for a Config without broken links.
    public let brokenLinks: [String]
    /// Pages of the starting list the Config does not have (such as the Android format of a
    /// modifier with no light/dark pair): skipped, not errors.
    public let skipped: Int

    /// The bytes of every file together, the manifest included.
    public var totalBytes: Int { files.reduce(manifest.count) { $0 + $1.bytes.count } }

    /// The name of the manifest file at the export's root.
    public static let manifestName = "swatchbook-manifest.json"
}

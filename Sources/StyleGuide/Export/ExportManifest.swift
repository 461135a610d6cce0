import DesignSystem

/// The manifest of an export (`swatchbook-manifest.json`): every file with its URL on a running
/// server, its path, content type, size and SHA-256, sorted by path; no timestamps, so the same
/// Config gives the same bytes.
enum ExportManifest {
    /// The manifest's JSON for `files` (sorted by path) exported with `basePath`.
    static func json(_ files: [ExportedFile], basePath: String) -> [UInt8] {
        let entries: [JSON] = files.map { file in
            .object(JSONObject([
                ("path", .string(file.path)),
                ("url", .string(file.url)),
                ("contentType", .string(file.contentType)),
                ("bytes", .number(Double(file.bytes.count))),
                ("sha256", .string(SHA256.hex(file.bytes))),
            ]))
        }
        let manifest = JSON.object(JSONObject([
            ("generator", .string("Swatchbook \(SwatchbookVersion.current)")),
            ("basePath", .string(basePath)),
            ("fileCount", .number(Double(files.count))),
            ("files", .array(entries)),
        ]))
        return manifest.serializedBytes(pretty: true) + [0x0A]
    }
}

import DesignSystem

/// The manifest of an export (`swatchbook-manifest.json`): every file with its URL on a running
/// server, its path, content type, size and SHA-256, sorted by path, then the files of the
/// folder that an earlier export did not write and that were kept; no timestamps, so the same
/// Config in the same folder gives the same bytes. Written an entry at a time (see ``Writer``).
enum ExportManifest {
    /// The manifest's file name, at the export's root.
    static let name = "swatchbook-manifest.json"

    /// One exported file.
    struct Entry: Sendable {
        /// The path below the export's folder (`tokens/color/index.html`).
        let path: String
        /// The URL a running `swatchbook serve` answers the same content at (`/tokens/color`).
        let url: String
        /// The media type a server gives it.
        let contentType: String
        /// Its size.
        let bytes: Int
        /// Its SHA-256, as hex.
        let sha256: String
    }

    /// Writes a manifest an entry at a time, in the order of paths.
    final class Writer {
        private let sink: ExportFileSink
        private var written = 0

        /// Starts the manifest of `fileCount` files exported with `basePath` at `path`.
        init(at path: String, basePath: String, fileCount: Int) throws(ExportError) {
            sink = try ExportFileSink(creating: path)
            try sink.append("{\n  \"generator\": \(text("Swatchbook \(SwatchbookVersion.current)")),\n  \"basePath\": \(text(basePath)),\n"
                            + "  \"fileCount\": \(fileCount),\n  \"files\": [")
        }

        /// Adds `entry`, which comes after those added before it.
        func append(_ entry: Entry) throws(ExportError) {
            try sink.append((written == 0 ? "\n" : ",\n") + "    {\n      \"path\": \(text(entry.path)),\n      \"url\": \(text(entry.url)),\n"
                            + "      \"contentType\": \(text(entry.contentType)),\n      \"bytes\": \(entry.bytes),\n"
                            + "      \"sha256\": \(text(entry.sha256))\n    }")
            written += 1
        }

        /// Ends the manifest with the list of `kept` files (sorted) and closes it; its size.
        func finish(kept: [String]) throws(ExportError) -> Int {
            try sink.append((written == 0 ? "]" : "\n  ]") + ",\n  \"kept\": [")
            let listed: String = kept.map { (file: String) -> String in "\n    " + text(file) }.joined(separator: ",")
            try sink.append(listed + (kept.isEmpty ? "]\n}\n" : "\n  ]\n}\n"))
            try sink.finish()
            return sink.size
        }
    }

    /// The paths of the files an earlier export's manifest lists; an error naming `file` when it
    /// is not such a manifest.
    static func files(in bytes: [UInt8], file: String) throws(ExportError) -> Set<String> {
        let problem = "cannot read \(file), the manifest of the earlier export in --out"
        let document: JSON
        do { document = try JSONParser.parse(bytes) } catch {
            throw ExportError(.badOutput, "\(problem): \(error); fix or remove it, or choose another folder")
        }
        guard let files = document.objectValue?["files"]?.arrayValue else {
            throw ExportError(.badOutput, "\(problem): it has no \"files\" list; fix or remove it, or choose another folder")
        }
        var paths = Set<String>()
        for (index, file) in files.enumerated() {
            guard let path = file.objectValue?["path"]?.stringValue else {
                throw ExportError(.badOutput, "\(problem): at /files/\(index) there is no \"path\"; fix or remove it, or choose another folder")
            }
            paths.insert(path)
        }
        return paths
    }

    fileprivate static func text(_ string: String) -> String { JSON.string(string).serialized() }
}

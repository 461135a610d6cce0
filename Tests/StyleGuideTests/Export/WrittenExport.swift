import Foundation
@testable import StyleGuide

/// An export written into a temporary folder by ``StaticExport/write(to:progress:)`` and read
/// back: every file by path (the manifest apart), sorted, for tests over small Configs.
struct WrittenExport {
    /// The folder it was written into.
    let folder: String
    /// What the export said it wrote.
    let site: ExportedSite
    /// Every file but the manifest, sorted by path.
    let files: [(path: String, bytes: [UInt8])]
    /// The manifest's bytes.
    let manifest: [UInt8]

    /// Exports the Config `config` into `folder` (a new temporary one by default) and reads it back.
    init(config: String, publicFolder: PublicFolder = .absent, basePath: String = "/", workers: Int = 2, previews: ExportPreviews = .linked,
         into folder: String = temporaryFolder()) throws {
        let snapshot = try SnapshotLoader.load(configDirectory: config, publicFolder: publicFolder).get()
        let export = try StaticExport(snapshot: snapshot, publicDirectory: publicFolder.directory, basePath: basePath, workers: workers,
                                      previews: previews)
        site = try export.write(to: folder)
        self.folder = folder
        manifest = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + ExportManifest.name)))
        files = try Self.files(in: folder).filter { $0.path != ExportManifest.name }
    }

    /// A new path in the temporary folder.
    static func temporaryFolder() -> String { NSTemporaryDirectory() + "swatchbook-export-\(UUID().uuidString)" }

    /// The staging and earlier-export folders an export into `folder` left beside it.
    static func leftovers(beside folder: String) throws -> [String] {
        let url = URL(fileURLWithPath: folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).filter { $0.hasPrefix("." + url.lastPathComponent) }
    }

    /// Every regular file below `folder` with its bytes, sorted by path.
    static func files(in folder: String) throws -> [(path: String, bytes: [UInt8])] {
        let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        return try paths.sorted().map { ($0, Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))) }
    }

    /// The bytes of the file `path`, if the export wrote it.
    func file(_ path: String) -> [UInt8]? { files.first { $0.path == path }?.bytes }

    /// The manifest as JSON.
    var manifestJSON: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(manifest))) as? [String: Any] ?? [:] }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// Every link in the site's HTML and CSS that does not lead to one of its files.
    func brokenLinks(basePath: String) -> [String] {
        let paths = Set(files.map(\.path))
        var broken: [String] = []
        for file in files {
            let language: LinkRewriter.Language? = file.path.hasSuffix(".html") ? .html : file.path.hasSuffix(".css") ? .css : nil
            guard let language else { continue }
            for link in LinkRewriter.links(in: String(decoding: file.bytes, as: UTF8.self), language) {
                if link.hasPrefix("#") || link.hasPrefix("https:") || link.hasPrefix("http:") || link.hasPrefix("mailto:") || link.hasPrefix("data:") { continue }
                let path = String(link.prefix { $0 != "#" && $0 != "?" })
                guard path.hasPrefix(basePath), let decoded = path.dropFirst(basePath.count).removingPercentEncoding else {
                    broken.append("\(link) in \(file.path)")
                    continue
                }
                let target = decoded.isEmpty || decoded.hasSuffix("/") ? decoded + "index.html" : decoded
                if !paths.contains(target) { broken.append("\(link) in \(file.path)") }
            }
        }
        return broken
    }
}

import DesignSystem

/// The `build` object of `swatchbook.json`: the token files `swatchbook build` writes, each a
/// format, a path below ``outDir`` and the inputs (contexts) it holds.
///
/// ```json
/// "build": {"outDir": "build", "outputs": [
///   {"format": "css", "file": "web/tokens.css", "inputs": {"theme": "*"}},
///   {"format": "swift", "file": "ios/AcmeTokens.swift", "name": "AcmeTokens", "inputs": {"theme": "*"}}]}
/// ```
public struct BuildSettings: Sendable, Equatable {
    /// The folder the files are written below, relative to where `swatchbook build` runs.
    public var outDir = BuildSettings.defaultOutDir
    /// The files to write; nil for the default build (one file per format).
    public var outputs: [BuildOutput]?

    /// Settings with the default folder and the default outputs.
    public init(outDir: String = BuildSettings.defaultOutDir, outputs: [BuildOutput]? = nil) {
        self.outDir = outDir
        self.outputs = outputs
    }

    /// `build`.
    public static let defaultOutDir = "build"

    /// The most outputs a build object may list. Each is a line a person writes and reviews, and
    /// a platform's files are a handful; 256 is far past any real pipeline, while the bytes all
    /// of them write together are bounded by `buildBytes` in `limits`.
    public static let outputLimit = 256

    /// Reads the members of the `build` object; every problem is reported at its JSON path.
    static func read(_ reader: inout ObjectReader) -> BuildSettings {
        var settings = BuildSettings()
        if let outDir = reader.string("outDir") {
            let base = "the folder swatchbook build runs in"
            if let problem = outDir.isEmpty ? "must name a folder, such as \"build\"" : BuildPath.problem(outDir, below: base) {
                reader.report(.invalidValue, at: "outDir", problem + " (--out names any other folder)")
            } else {
                settings.outDir = outDir
            }
        }
        if let count = reader.value("outputs")?.arrayValue?.count, count > outputLimit {
            reader.report(.outOfRange, at: "outputs", "lists \(count) outputs; a build writes at most \(outputLimit)")
            return settings
        }
        if reader.value("outputs")?.arrayValue?.isEmpty == true {
            reader.report(.invalidValue, at: "outputs", "lists no outputs; leave \"outputs\" out for the default build (a file per format)")
        }
        var claims = PathClaims()
        settings.outputs = reader.objects("outputs") { output, index in
            guard let read = BuildOutput.read(&output, index: index) else { return nil }
            claims.claim(read.file, asFolder: read.fileIsFolder, by: index, at: "file", reader: &output)
            if let declarations = read.declarations {
                claims.claim(declarations, asFolder: false, by: index, at: "declarations", reader: &output)
            }
            return read
        }?.compactMap { $0 }
        return settings
    }
}

extension Diagnostic.Rule {
    /// Two outputs of a build write one file, or one writes where another needs a folder.
    public static let duplicateBuildFile = Diagnostic.Rule("duplicate-build-file")
}

/// The paths the outputs read so far write, to refuse a second writer of one file (compared
/// ignoring case, as a case-insensitive disk would) and a file where another needs a folder.
struct PathClaims {
    private var files: [String: (path: String, index: Int)] = [:]
    private var folders: [String: (path: String, index: Int)] = [:]

    /// Claims `path` for output `index`, reporting at member `key` a clash with an earlier claim.
    mutating func claim(_ path: String, asFolder: Bool, by index: Int, at key: String, reader: inout ObjectReader) {
        let folded = path.lowercased()
        let above = BuildPath.folders(of: path)
        if let earlier = files[folded] {
            let same = earlier.path == path ? "" : " on a case-insensitive disk (macOS, Windows)"
            reader.report(.duplicateBuildFile, at: key, "'\(path)' is written by outputs/\(earlier.index) already\(same); "
                + "two outputs cannot write one file")
        } else if let earlier = asFolder ? nil : folders[folded] {
            reader.report(.duplicateBuildFile, at: key, "'\(path)' is a folder outputs/\(earlier.index) writes into ('\(earlier.path)'); "
                + "it cannot be a file too")
        } else if let clash = above.first(where: { files[$0.lowercased()] != nil }), let earlier = files[clash.lowercased()] {
            reader.report(.duplicateBuildFile, at: key, "'\(clash)' is a file outputs/\(earlier.index) writes; it cannot be a folder "
                + "of '\(path)' too")
        }
        if asFolder { folders[folded] = folders[folded] ?? (path, index) } else { files[folded] = files[folded] ?? (path, index) }
        for folder in above { folders[folder.lowercased()] = folders[folder.lowercased()] ?? (path, index) }
    }
}

/// The small, valid Config `swatchbook init` writes: a resolver with a light and a dark theme
/// over core and semantic token files, a styled button, its sample data and a getting-started
/// guide. The files are compiled into the binary from `Embedded/starter/`.
public enum StarterConfig {
    /// The files, by path below the Config folder (`tokens/core/color.tokens.json`), sorted.
    public static var files: [String] { embedded.keys.sorted() }

    /// The bytes of the file at `path` below the Config folder, or nil when it is not one of `files`.
    public static func contents(of path: String) -> [UInt8]? { embedded[path]?.bytes }

    /// Writes every file below `directory`, creating it and the folders below it as needed, and
    /// returns the paths written (`directory/swatchbook.json`, …) in order.
    ///
    /// Every target is checked before anything is written: when a file exists at any of them, a
    /// folder below `directory` is a symbolic link or a file, or `directory` is not a folder,
    /// nothing is written and the error names each obstacle. A write that fails half-way
    /// removes what it wrote, so the folder is left as it was.
    public static func write(to directory: String) -> Result<[String], StarterConfigError> {
        let files = self.files.map { (path: $0, bytes: contents(of: $0) ?? []) }
        let creation = NewFiles(root: directory, files: files)
        let obstacles = creation.obstacles()
        guard obstacles.isEmpty else { return .failure(.obstacles(obstacles)) }
        return creation.write().map { _ in files.map { creation.target($0.path) } }
    }

    private static var embedded: [String: EmbeddedFile] { EmbeddedFiles.below("starter/") }
}

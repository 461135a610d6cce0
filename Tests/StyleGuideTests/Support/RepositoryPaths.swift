/// Paths inside this repository, found from this source file's location.
enum RepositoryPaths {
    /// The repository root.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// The bundled Config folder.
    static var config: String { root + "/Config" }
    /// The bundled Public folder.
    static var publicFolder: String { root + "/Public" }
}

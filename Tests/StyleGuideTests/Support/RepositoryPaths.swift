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

extension RepositoryPaths {
    /// The hand-written Config of the fictional team Acme (`Tests/Fixtures/Acme`): no Public
    /// folder, a resolver with two modifiers (`mode`: light, dark; `density`: comfortable,
    /// compact), one styles file with styles of its own names, one sample set, two docs pages.
    static var acme: String { root + "/Tests/Fixtures/Acme" }
}

extension RepositoryPaths {
    /// The hand-written Config of the fictional team Harbor (`Tests/Fixtures/Harbor`), composed
    /// into Storybook as a ref: three styled components, two docs pages, two published releases.
    static var harbor: String { root + "/Tests/Fixtures/Harbor" }
}

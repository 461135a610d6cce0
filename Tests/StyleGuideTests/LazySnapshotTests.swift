import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// What grows with the tokens is rendered on first request, not at load: a load costs what
/// reading and resolving the tokens costs, and each answer is rendered once, as it always was.
@Suite("A Snapshot renders on request", .integration)
struct LazySnapshotTests {
    /// A Config whose only token file is an alias chain of `length` colours.
    static func chainConfig(length: Int) throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Chain"}"#)
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/core"}]}
        """)
        let links = (1..<length).map { #""t\#($0)": {"$value": "{t\#($0 - 1)}", "$description": "link \#($0)"}"# }
        try config.writeFile("tokens/core.tokens.json", #"{"t0": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}, "#
                             + links.joined(separator: ", ") + "}")
        return config
    }

    @Test("a load renders no API answer, no preview stylesheet and no search index; one request renders one answer")
    func nothingAtLoad() throws {
        let config = try Self.chainConfig(length: 2000)
        defer { config.remove() }
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory, strictness: .strict).get()
        #expect(snapshot.tokenAPI.preparedCount == 0)
        #expect(snapshot.components.renderedStylesheetCount == 0)
        #expect(!snapshot.isSearchIndexBuilt)
        let css = try snapshot.tokenAPI.response(to: QueryItems([.init(name: "format", value: "css")]))
        #expect(css.body.count > 2000 * 20)
        #expect(snapshot.tokenAPI.preparedCount == 1)
        _ = try snapshot.tokenAPI.response(to: QueryItems([.init(name: "format", value: "css")]))
        _ = try snapshot.tokenAPI.response(for: TokenQuery.parse(QueryItems([.init(name: "format", value: "css")]),
                                                                 system: snapshot.tokens, defaultInputs: [:]))
        #expect(snapshot.tokenAPI.preparedCount == 1, "asked again, by either path, the answer is the one kept")
        _ = try snapshot.components.stylesheet(at: 0)
        #expect(snapshot.components.renderedStylesheetCount == 1)
        #expect(snapshot.search.search("t1999").first?.title == "t1999")
        #expect(snapshot.isSearchIndexBuilt)
    }

    /// Whether every answer is kept until the next load, or only the first few kilobytes of them.
    enum Keeping: CaseIterable { case everything, aFew }

    /// Whether all are kept or only those within the byte capacity.
    @Test("every permutation × format × resolve answers with exactly what rendering it directly gives, ETag and headers too",
          arguments: Keeping.allCases)
    func sameAnswers(_ keeping: Keeping) throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let api = keeping == .everything ? snapshot.tokenAPI
            : TokenAPI(system: snapshot.tokens, title: snapshot.settings.name, defaultInputs: snapshot.settings.defaultInputs,
                       colorScheme: snapshot.colorScheme, paths: PublicPaths(configDirectory: RepositoryPaths.config), preparedByteCapacity: 50_000)
        for permutation in api.permutations {
            let set = try #require(snapshot.tokens.permutations[permutation])
            for format in TokenExportFormat.all {
                for resolve in [true, false] {
                    var items = permutation.contexts.sorted { $0.key < $1.key }.map { QueryItems.Item(name: $0.key, value: $0.value) }
                    items += [.init(name: "format", value: format.rawValue), .init(name: "resolve", value: String(resolve))]
                    let response = try api.response(to: QueryItems(items))
                    var options = TokenExportOptions()
                    options.resolveAliases = resolve
                    options.header = "\(snapshot.settings.name) — \(permutation)"
                    options.permutation = permutation
                    let expected = Payload(try TokenExport.render(set.tokens, from: set, as: format, options: options))
                    #expect(response.body.bytes == expected.bytes, "\(permutation) \(format) resolve=\(resolve)")
                    #expect(response.headers["ETag"] == expected.etag)
                    #expect(try api.response(to: QueryItems(items)).headers["ETag"] == expected.etag, "asked again")
                    #expect(response.contentType == MediaType(format.mediaType))
                    #expect(response.headers["Content-Disposition"] == "inline; filename=\"\(format.fileName)\"")
                    // None of its own: the site's shared-cache policy gives it (SharedCachingTests).
                    #expect(response.headers["Cache-Control"] == nil)
                }
            }
        }
        let every = api.permutations.count * TokenExportFormat.all.count * 2
        if keeping == .everything {
            #expect(api.preparedCount == every)
        } else {
            #expect(api.preparedCount > 0 && api.preparedCount < every, "kept until 50,000 bytes: \(api.preparedCount) of \(every)")
        }
    }

    @Test("the preview stylesheet and the search, made on first use, are those of the whole Config")
    func stylesheetAndSearch() throws {
        try withBundledApp { server in
            let first = try fetch(server, "/preview/styles.css?theme=dark")
            #expect(first.status == 200)
            #expect(first.text.contains("--"))
            #expect(try fetch(server, "/preview/styles.css?theme=dark").header("ETag") == first.header("ETag"))
            #expect(try fetch(server, "/preview/styles.css?theme=light").header("ETag") != first.header("ETag"))
            #expect(try fetch(server, "/search?q=toggle").text.contains("/components/toggle"))
        }
    }
}

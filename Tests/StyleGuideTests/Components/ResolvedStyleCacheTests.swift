import DesignSystem
import DesignTokens
import Testing
@testable import StyleGuide

/// The styles a Snapshot looks up once for every sample of a variant: kept by everything the
/// lookup depends on, never more than the bound, and the same as looking up again.
@Suite struct ResolvedStyleCacheTests {
    static let base = ResolvedStyleCache.Key(component: "button", style: "primary", size: .medium, state: .normal,
                                             permutation: Permutation(["theme": "light"]), surface: nil)

    static func style(_ key: ResolvedStyleCache.Key) -> ResolvedStyle {
        ResolvedStyle(component: key.component, style: key.style, size: key.size, state: key.state, properties: [], contrast: [])
    }

    /// Keys that differ from ``base`` in one part each.
    static let others: [ResolvedStyleCache.Key] = [
        .init(component: "chip", style: "primary", size: .medium, state: .normal, permutation: base.permutation, surface: nil),
        .init(component: "button", style: "dark", size: .medium, state: .normal, permutation: base.permutation, surface: nil),
        .init(component: "button", style: "primary", size: .large, state: .normal, permutation: base.permutation, surface: nil),
        .init(component: "button", style: "primary", size: .medium, state: .hover, permutation: base.permutation, surface: nil),
        .init(component: "button", style: "primary", size: .medium, state: .normal, permutation: Permutation(["theme": "dark"]), surface: nil),
        .init(component: "button", style: "primary", size: .medium, state: .normal, permutation: base.permutation,
              surface: ColorValue(.srgb, SIMD3(1, 1, 1), alpha: 1)),
    ]

    @Test("a lookup is made once, then kept")
    func keeps() {
        let cache = ResolvedStyleCache()
        var made = 0
        for _ in 0..<3 { _ = cache.resolved(Self.base) { made += 1; return Self.style(Self.base) } }
        #expect(made == 1)
        #expect(cache.count == 1)
    }

    @Test("a key differing in component, style, size, state, permutation or canvas is looked up apart", arguments: others)
    func apart(other: ResolvedStyleCache.Key) {
        let cache = ResolvedStyleCache()
        _ = cache.resolved(Self.base) { Self.style(Self.base) }
        var made = 0
        let found = cache.resolved(other) { made += 1; return Self.style(other) }
        #expect(made == 1)
        #expect(found?.component == other.component && found?.style == other.style && found?.size == other.size
                && found?.state == other.state)
        #expect(cache.resolved(Self.base) { nil }?.style == Self.base.style, "the first lookup is still kept")
    }

    @Test("a failed lookup is not kept")
    func failures() {
        let cache = ResolvedStyleCache()
        var made = 0
        for _ in 0..<2 { #expect(cache.resolved(Self.base) { made += 1; return nil } == nil) }
        #expect(made == 2)
        #expect(cache.count == 0)
    }

    @Test("it never holds more than its capacity, and answers right after it is emptied", arguments: [1, 2, 3, 7])
    func bounded(capacity: Int) {
        let cache = ResolvedStyleCache(capacity: capacity)
        let keys = [Self.base] + Self.others
        var made = 0
        for round in 0..<2 {
            for key in keys {
                let found = cache.resolved(key) { made += 1; return Self.style(key) }
                #expect(found?.component == key.component && found?.size == key.size && found?.state == key.state, "round \(round)")
                #expect(cache.count <= capacity)
            }
        }
        // Seven keys: all kept (made once each) only when they fit.
        #expect(made == (capacity >= keys.count ? keys.count : 2 * keys.count))
    }

    @Test("through a Snapshot: every style, size and state of the bundled Config in every permutation, as looked up directly")
    func sameAsDirect() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                               strictness: .strict).get()
        let library = snapshot.components
        var looked = 0
        #expect(library.tokenAPI.permutations.count > 1, "the bundled Config has themes to tell apart")
        for permutation in library.tokenAPI.permutations {
            let set = try #require(library.tokenAPI.system.permutations[permutation])
            for component in library.config.styles.components {
                let document = try #require(library.config.styles[component])
                for style in document.styleNames {
                    for size in ComponentSize.all {
                        for state in [ComponentState.normal, .hover, .disabled] {
                            let direct = document.resolve(style, size: size, state: state, in: set)
                            for _ in 0..<2 {
                                let kept = library.resolvedStyle(document, style: style, size: size, state: state, permutation: permutation)
                                #expect(kept?.json == direct?.json, "\(component) \(style) \(size) \(state)")
                            }
                            looked += 1
                        }
                    }
                }
            }
        }
        #expect(looked > 0)
        #expect(library.resolvedStyles.count == min(looked, ResolvedStyleCache.defaultCapacity))
    }
}

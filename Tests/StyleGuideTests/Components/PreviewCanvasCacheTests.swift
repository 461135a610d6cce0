import DesignSystem
import Testing
@testable import StyleGuide

/// The canvases previews are drawn on: kept by component, sample and styling, never more than
/// the bound, and the previews of the bundled Config the same as drawn directly.
@Suite struct PreviewCanvasCacheTests {
    static let styling = ComponentStyling(style: "primary", size: .medium, state: .normal, modifiers: [:])
    static let base = PreviewCanvasCache.Key(component: "button", sample: "actions", styling: styling)

    /// Keys that differ from ``base`` in one part each.
    static let others: [PreviewCanvasCache.Key] = [
        .init(component: "chip", sample: "actions", styling: styling),
        .init(component: "button", sample: "people", styling: styling),
        .init(component: "button", sample: nil, styling: styling),
        .init(component: "button", sample: "actions", styling: ComponentStyling(style: "dark", size: .medium, state: .normal, modifiers: [:])),
        .init(component: "button", sample: "actions", styling: ComponentStyling(style: "primary", size: .medium, state: .normal, modifiers: [:],
                                                                                 keywords: ["alignment": "center"])),
    ]

    static func canvas(_ key: PreviewCanvasCache.Key) -> Result<Node, RenderRefusal> {
        .success(.text("\(key.component) \(key.sample ?? "-") \(key.styling.style)"))
    }

    @Test("a canvas is drawn once, then kept")
    func keeps() {
        let cache = PreviewCanvasCache()
        var drawn = 0
        for _ in 0..<3 { _ = cache.canvas(Self.base) { drawn += 1; return Self.canvas(Self.base) } }
        #expect(drawn == 1)
        #expect(cache.count == 1)
    }

    @Test("a key differing in component, sample or styling is drawn apart", arguments: others)
    func apart(other: PreviewCanvasCache.Key) {
        let cache = PreviewCanvasCache()
        _ = cache.canvas(Self.base) { Self.canvas(Self.base) }
        var drawn = 0
        let found = cache.canvas(other) { drawn += 1; return Self.canvas(other) }
        #expect(drawn == 1)
        #expect(found == Self.canvas(other))
        #expect(cache.canvas(Self.base) { .success(.empty) } == Self.canvas(Self.base), "the first canvas is still kept")
    }

    @Test("a refusal is kept like a canvas: the template is not run again")
    func refusals() {
        let cache = PreviewCanvasCache()
        let refusal = RenderRefusal(component: "button", file: "components/button/template.html", message: "too long")
        var drawn = 0
        for _ in 0..<2 { #expect(cache.canvas(Self.base) { drawn += 1; return .failure(refusal) } == .failure(refusal)) }
        #expect(drawn == 1)
    }

    @Test("it never holds more than its capacity, and answers right after it is emptied", arguments: [1, 2, 3, 6])
    func bounded(capacity: Int) {
        let cache = PreviewCanvasCache(capacity: capacity)
        let keys = [Self.base] + Self.others
        var drawn = 0
        for round in 0..<2 {
            for key in keys {
                #expect(cache.canvas(key) { drawn += 1; return Self.canvas(key) } == Self.canvas(key), "round \(round)")
                #expect(cache.count <= capacity)
            }
        }
        // Six keys: all kept (drawn once each) only when they fit.
        #expect(drawn == (capacity >= keys.count ? keys.count : 2 * keys.count))
    }

    @Test("through a Snapshot: every style and state of the bundled Config in every permutation, as drawn directly; alike permutations share")
    func sameAsDirect() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                               strictness: .strict).get()
        let library = snapshot.components
        #expect(library.tokenAPI.permutations.count > 1, "the bundled Config has themes to tell apart")
        var previews = 0
        for component in library.config.styles.components {
            let entry = try #require(library.config.entry(named: component))
            let document = try #require(library.config.styles[component])
            let sample = library.config.defaultSample(for: component)
            for style in document.styleNames {
                for state in entry.about.states {
                    for (index, permutation) in library.tokenAPI.permutations.enumerated() {
                        let variant = PreviewVariant(component: component, style: style, size: entry.about.defaultSize, state: state,
                                                     sample: sample?.name, permutation: index)
                        let stylesheet = PreviewDocument.stylesheetLink(for: permutation)
                        let set = try #require(library.tokenAPI.system.permutations[permutation])
                        let resolved = try #require(document.resolve(style, size: variant.size, state: state, in: set))
                        let rendered = try entry.attempt(PreviewDocument.content(for: entry, sample: sample), resolved.styling).get()
                        let direct = PreviewDocument.node(entry: entry, canvas: PreviewDocument.canvas(entry: entry, rendered: rendered, sample: sample?.name,
                                                                                                      settings: library.settings),
                                                          variant: variant, stylesheet: stylesheet, settings: library.settings)
                        let kept: [UInt8] = library.render(variant, stylesheet: stylesheet).body.bytes
                        let expected: [UInt8] = HTMLRenderer.renderBytes(direct)
                        #expect(kept == expected, "\(component) \(style) \(state) \(permutation)")
                        previews += 1
                    }
                }
            }
        }
        #expect(previews > 0)
        #expect(library.canvases.count < previews, "the permutations that style a variant alike drew one canvas")
    }

    @Test("through a Snapshot: a component page's snippet is the preview's HTML as drawn directly, made once for alike permutations")
    func snippets() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                               strictness: .strict).get()
        let library = snapshot.components
        var asked = 0
        for component in library.config.styles.components {
            let entry = try #require(library.config.entry(named: component))
            let document = try #require(library.config.styles[component])
            let sample = library.config.defaultSample(for: component)
            for style in document.styleNames {
                for permutation in library.tokenAPI.permutations {
                    let set = try #require(library.tokenAPI.system.permutations[permutation])
                    let resolved = try #require(document.resolve(style, size: entry.about.defaultSize, state: .normal, in: set))
                    let kept: String = library.previewHTML(of: entry, sample: sample?.name, styling: resolved.styling)
                    let direct: String = ComponentSnippets.previewHTML(of: entry, sample: sample, styling: resolved.styling)
                    #expect(kept == direct, "\(component) \(style) \(permutation)")
                    asked += 1
                }
            }
        }
        #expect(asked > 0)
        #expect(library.previewMarkup.count < asked, "the permutations that style a variant alike made one snippet")
    }
}

import DesignSystem
import Testing
@testable import StyleGuide

/// The canvases previews are drawn on: kept by component, sample and styling, never more than
/// the bounds of count and bytes, and the previews of the bundled Config the same as drawn directly.
@Suite struct PreviewCanvasCacheTests {
    static let styling = ComponentStyling(style: "primary", size: .medium, state: .normal, modifiers: [:])
    static let base = PreviewDrawing(component: "button", sample: "actions", styling: styling)

    /// Keys that differ from ``base`` in one part each.
    static let others: [PreviewDrawing] = [
        .init(component: "chip", sample: "actions", styling: styling),
        .init(component: "button", sample: "people", styling: styling),
        .init(component: "button", sample: nil, styling: styling),
        .init(component: "button", sample: "actions", styling: ComponentStyling(style: "dark", size: .medium, state: .normal, modifiers: [:])),
        .init(component: "button", sample: "actions", styling: ComponentStyling(style: "primary", size: .medium, state: .normal, modifiers: [:],
                                                                                 keywords: ["alignment": "center"])),
    ]

    static func canvas(_ key: PreviewDrawing) -> Result<Node, RenderRefusal> {
        .success(.text("\(key.component) \(key.sample ?? "-") \(key.styling.style)"))
    }

    /// A cache of canvases as a preview uses it: the kept one, else one drawn and kept, told `bytes`.
    static func canvas(in cache: PreviewCanvasCache, _ key: PreviewDrawing, bytes: Int = 10,
                       _ draw: () -> Result<Node, RenderRefusal>) -> Result<Node, RenderRefusal> {
        if let kept = cache.kept(key) { return kept }
        let drawn = draw()
        cache.keep(drawn, for: key, bytes: bytes)
        return drawn
    }

    static func cache(capacity: Int = 1024, byteCapacity: Int = 1 << 20) -> PreviewCanvasCache {
        PreviewCanvasCache(capacity: capacity, byteCapacity: byteCapacity)
    }

    @Test("a canvas is drawn once, then kept")
    func keeps() {
        let cache = Self.cache()
        var drawn = 0
        for _ in 0..<3 { _ = Self.canvas(in: cache, Self.base) { drawn += 1; return Self.canvas(Self.base) } }
        #expect(drawn == 1)
        #expect(cache.count == 1)
    }

    @Test("a key differing in component, sample or styling is drawn apart", arguments: others)
    func apart(other: PreviewDrawing) {
        let cache = Self.cache()
        _ = Self.canvas(in: cache, Self.base) { Self.canvas(Self.base) }
        var drawn = 0
        let found = Self.canvas(in: cache, other) { drawn += 1; return Self.canvas(other) }
        #expect(drawn == 1)
        #expect(found == Self.canvas(other))
        #expect(Self.canvas(in: cache, Self.base) { .success(.empty) } == Self.canvas(Self.base), "the first canvas is still kept")
    }

    @Test("a refusal is kept like a canvas: the template is not run again")
    func refusals() {
        let cache = Self.cache()
        let refusal = RenderRefusal(component: "button", file: "components/button/template.html", message: "too long")
        var drawn = 0
        for _ in 0..<2 { #expect(Self.canvas(in: cache, Self.base) { drawn += 1; return .failure(refusal) } == .failure(refusal)) }
        #expect(drawn == 1)
    }

    @Test("it never holds more than its capacity, and answers right after it is emptied", arguments: [1, 2, 3, 6])
    func bounded(capacity: Int) {
        let cache = Self.cache(capacity: capacity)
        let keys = [Self.base] + Self.others
        var drawn = 0
        for round in 0..<2 {
            for key in keys {
                #expect(Self.canvas(in: cache, key) { drawn += 1; return Self.canvas(key) } == Self.canvas(key), "round \(round)")
                #expect(cache.count <= capacity)
            }
        }
        // Six keys: all kept (drawn once each) only when they fit.
        #expect(drawn == (capacity >= keys.count ? keys.count : 2 * keys.count))
    }

    @Test("it never holds more than its bytes, and keeps no value over a quarter of them")
    func boundedInBytes() {
        let cache = Self.cache(byteCapacity: 100)
        let keys = [Self.base] + Self.others
        cache.keep(Self.canvas(Self.base), for: Self.base, bytes: 26)
        #expect(cache.kept(Self.base) == nil && cache.count == 0, "26 bytes is over a quarter of 100")
        for key in keys.prefix(5) { cache.keep(Self.canvas(key), for: key, bytes: 20) }
        #expect(cache.count == 5 && cache.bytes == 100)
        cache.keep(Self.canvas(keys[5]), for: keys[5], bytes: 1)
        #expect(cache.count == 1 && cache.bytes == 1, "passing the bytes empties it first")
        #expect(cache.kept(keys[5]) == Self.canvas(keys[5]))
        cache.keep(.success(.empty), for: keys[5], bytes: 1)
        #expect(cache.kept(keys[5]) == Self.canvas(keys[5]) && cache.bytes == 1, "a key kept already is kept as it was")
    }

    @Test("through a Snapshot: a preview's canvas is kept within the library's bytes, told by the document drawn")
    func libraryBytes() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                               strictness: .strict).get()
        let library = snapshot.components
        let component = try #require(library.config.styles.components.first)
        let entry = try #require(library.config.entry(named: component))
        let style = try #require(library.config.styles[component]?.styleNames.first)
        let variant = PreviewVariant(component: component, style: style, size: entry.about.defaultSize, state: .normal,
                                     sample: library.config.defaultSample(for: component)?.name, permutation: 0)
        let response = library.render(variant)
        #expect(library.canvases.count == 1 && library.canvases.bytes == response.body.count)
        #expect(library.canvases.byteCapacity == ComponentLibrary.drawingBytes && library.previewMarkup.byteCapacity == ComponentLibrary.drawingBytes)
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

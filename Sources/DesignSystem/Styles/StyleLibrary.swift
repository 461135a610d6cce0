/// The styles of every component, by component name, as a Snapshot holds them.
public struct StyleLibrary: Sendable {
    /// Each component's style document.
    public let documents: [ComponentName: StyleDocument]
    /// Every layout modifier any style, size or state of any component can produce: the rules
    /// the utility stylesheet needs. Gathered on each access: a caller that needs it often keeps it.
    public var usedModifiers: Set<LayoutModifier> { documents.values.reduce(into: []) { $0.formUnion($1.usedModifiers) } }

    /// A library of `documents` (a later document for the same component replaces an earlier one).
    public init(_ documents: [StyleDocument]) {
        self.documents = Dictionary(documents.map { ($0.component, $0) }) { _, later in later }
    }

    /// The document of `component`, or nil.
    public subscript(component: ComponentName) -> StyleDocument? { documents[component] }

    /// The components that have styles, by name.
    public var components: [ComponentName] { documents.keys.sorted() }

    /// The problems of every document's token references (``StyleDocument/validate(against:)``),
    /// by component name. The documents are checked in ``validationChunks`` pieces at once (on as many
    /// cores as there are), each piece with a ``StyleTokenChecks`` of its own (its cache is not
    /// shared between threads); the problems come in component order, as one after another.
    public func validate(against system: TokenSystem) -> [Diagnostic] {
        let components = self.components
        let size = Swift.max(1, (components.count + Self.validationChunks - 1) / Self.validationChunks)
        let chunks = stride(from: 0, to: components.count, by: size).map { Array(components[$0..<Swift.min($0 + size, components.count)]) }
        return chunks.concurrentMap { chunk in
            let checks = StyleTokenChecks(system)
            return chunk.flatMap { documents[$0]!.validate(with: checks) }
        }.flatMap { $0 }
    }

    /// How many pieces ``validate(against:)`` cuts the documents into.
    static let validationChunks = 4

    /// Parses style files, each named after its component (`styles/button.json` styles `button`),
    /// against the components of `catalog`: the library of the files without errors (so the
    /// caller can still check their tokens), and every diagnostic of every file. Any error in
    /// the diagnostics means the styles are not all there.
    public static func parse(_ files: [(file: String, bytes: [UInt8])], catalog: [CatalogEntry]) -> (StyleLibrary, [Diagnostic]) {
        var documents: [StyleDocument] = []
        var diagnostics: [Diagnostic] = []
        for (file, bytes) in files {
            let name = componentName(of: file)
            guard let entry = catalog.first(where: { $0.about.name.rawValue == name }) else {
                let names = catalog.map(\.about.name.rawValue).sorted()
                let suggestion = Suggestion.closest(to: name, among: names).map { " (did you mean '\($0).json'?)" } ?? ""
                diagnostics.append(Diagnostic(.unknownComponent, file: file,
                    "'\(name)' is not a component\(suggestion); style files are named after components: \(names.joined(separator: ", "))"))
                continue
            }
            let (document, problems) = StyleDocumentParser.parse(bytes, file: file, component: entry)
            diagnostics += problems
            if let document { documents.append(document) }
        }
        return (StyleLibrary(documents), diagnostics)
    }

    /// `button` for `Config/styles/button.json`.
    public static func componentName(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}

import DesignSystem
import MicroHTTP

extension ComponentPage {
    /// The variant the reader's parameters choose (`?style=&size=&state=&sample=`) and its style
    /// resolved in `set`: what the page and its markdown twin show. A bad parameter is a 400.
    static func chosenVariant(_ entry: CatalogEntry, document: StyleDocument, set: TokenSet, context: GuideContext)
        throws(HTTPError) -> (variant: ComponentVariant, resolved: ResolvedStyle) {
        let library = context.snapshot.components
        let name = entry.about.name
        let read = try PreviewVariant.read(context.query, component: name, style: nil, library: library, readsSample: true)
        let variant = ComponentVariant(entry: entry, document: document, style: read.style, size: read.size, state: read.state,
                                       sample: read.sample, defaultSample: library.config.defaultSample(for: name)?.name)
        guard let resolved = document.resolve(variant.style, size: variant.size, state: variant.state, in: set,
                                               surface: context.surface?.color) else {
            throw HTTPError(.notFound, "the style '\(variant.style)' of \(name) could not be looked up")
        }
        return (variant, resolved)
    }
}

import DesignSystem
import MicroHTTP

extension ComponentPage {
    /// The variant the reader's parameters choose (`?style=&size=&state=&sample=`) and its style
    /// resolved in the context's tokens (once per Snapshot, see ``ComponentLibrary/resolvedStyle(_:style:size:state:permutation:surface:)``):
    /// what the page and its markdown twin show. A bad parameter is a 400.
    static func chosenVariant(_ entry: CatalogEntry, document: StyleDocument, context: GuideContext)
        throws(HTTPError) -> (variant: ComponentVariant, resolved: ResolvedStyle) {
        let library = context.snapshot.components
        let name = entry.about.name
        let read = try PreviewVariant.read(context.query, component: name, style: nil, library: library, readsSample: true)
        let variant = ComponentVariant(entry: entry, document: document, style: read.style, size: read.size, state: read.state,
                                       sample: read.sample, defaultSample: library.config.defaultSample(for: name)?.name)
        guard let resolved = library.resolvedStyle(document, style: variant.style, size: variant.size, state: variant.state,
                                                   permutation: context.permutation, surface: context.surface?.color) else {
            throw HTTPError(.notFound, "the style '\(variant.style)' of \(name) could not be looked up")
        }
        return (variant, resolved)
    }
}

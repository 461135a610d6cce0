import DesignSystem
import MicroHTTP

/// `/api/components`, `/api/styles`, and each component's entry in both, rendered together on
/// the first request for any of them (not at load: a server that is never asked for the catalog
/// never renders it).
struct CatalogAnswers: Sendable {
    /// `/api/components`.
    let componentIndex: Response
    /// `/api/styles`.
    let styleIndex: Response
    /// `/api/components/{name}`, by component.
    let componentDetails: [ComponentName: Response]
    /// `/api/styles/{component}`, by component.
    let styleDocuments: [ComponentName: Response]

    /// Renders the catalog of `config`, with the starter styles of the components it has no styles file for.
    init(config: ComponentConfig, settings: Settings, paths: PublicPaths, starters: [ComponentName: StyleStarter]) {
        let catalogJSON = CatalogJSON(config: config, settings: settings, paths: paths)
        componentIndex = Response.json(catalogJSON.index).taggedWithETag()
        styleIndex = Response.json(catalogJSON.styleIndex).taggedWithETag()
        componentDetails = Dictionary(uniqueKeysWithValues: config.everyComponent.map {
            ($0.about.name, Response.json(catalogJSON.detail(of: $0, starter: starters[$0.about.name])).taggedWithETag())
        })
        styleDocuments = Dictionary(uniqueKeysWithValues: config.styles.components.compactMap { name in
            config.entry(named: name).map { (name, Response.json(catalogJSON.styles(of: $0)).taggedWithETag()) }
        })
    }
}

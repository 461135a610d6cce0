import DesignSystem
import MicroHTTP

/// `GET /preview/{component}?style=&size=&state=&sample=&<modifier>=&release=`: one isolated
/// preview document (drawn with a release's tokens when `release` names one, see ``ReleasePreviews``).
struct PreviewRoute: Responder {
    let store: SnapshotStore
    /// False to keep no preview answered (an export asks for each once): see ``ComponentLibrary/preview(component:query:keeping:)``.
    var keeping = true

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        if let release = try snapshot.releasePreviews.release(in: request.query) {
            return try snapshot.releasePreviews.preview(component: request.parameters["component"] ?? "", query: request.query, release: release)
        }
        return try snapshot.components.preview(component: request.parameters["component"] ?? "", query: request.query, keeping: keeping)
    }
}

/// `GET /preview/styles.css?<modifier>=&release=`: the tokens (a release's, when named) and layout utilities previews use, per
/// permutation; `auto` for the colour-scheme modifier (`?mode=auto`) holds its light and dark
/// contexts, chosen by `prefers-color-scheme`.
struct PreviewStylesheetRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        if let release = try snapshot.releasePreviews.release(in: request.query) {
            return try snapshot.releasePreviews.stylesheet(query: request.query, release: release)
        }
        let library = snapshot.components
        var query = request.query
        if let scheme = library.colorScheme, scheme.takeAuto(from: &query) {
            return try library.autoStylesheet(for: query, scheme: scheme)
        }
        return try library.stylesheet(at: try library.tokenAPI.permutationIndex(for: request.query))
    }
}

/// `GET /api/styles/{component}/{style}?size=&state=&<modifier>=`: a style looked up and resolved.
struct StyleLookupRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let library = store.current.components
        let variant = try PreviewVariant.read(request.query, component: ComponentName(request.parameters["component"] ?? ""),
                                              style: request.parameters["style"] ?? "", library: library, readsSample: false)
        return try library.lookup(variant)
    }
}

/// `GET /api/components`, `/api/components/{name}`, `/api/styles` and `/api/styles/{component}`:
/// the catalog's JSON, rendered at load.
struct CatalogRoute: Responder {
    /// Which document it answers with.
    enum Kind { case components, component, styles, componentStyles }

    let store: SnapshotStore
    let kind: Kind

    func respond(to request: Request) throws -> Response {
        guard request.query.isEmpty else { throw HTTPError(.badRequest, "\(request.path) takes no query parameters") }
        let library = store.current.components
        switch kind {
        case .components: return library.catalog.componentIndex
        case .styles: return library.catalog.styleIndex
        case .component, .componentStyles:
            let name = ComponentName(request.parameters[kind == .component ? "name" : "component"] ?? "")
            return try Self.answer(for: name, kind: kind, in: library)
        }
    }

    /// The catalog's answer for the component `name` (`kind` is `.component` or `.componentStyles`),
    /// or the 404 naming the closest and every name (the MCP tool `get_component` gives the same).
    static func answer(for name: ComponentName, kind: Kind, in library: ComponentLibrary) throws(HTTPError) -> Response {
        let responses = kind == .component ? library.catalog.componentDetails : library.catalog.styleDocuments
        if let response = responses[name] { return response }
        let known = responses.keys.sorted().map(\.rawValue)
        let suggestion = Suggestion.closest(to: name.rawValue, among: known).map { " (did you mean '\($0)'?)" } ?? ""
        throw HTTPError(.notFound, "there is no \(kind == .component ? "component" : "styles file for") '\(name)'\(suggestion); "
            + (kind == .component ? "components" : "styled components") + ": " + known.joined(separator: ", "))
    }
}

import MicroHTTP

/// The three paths Storybook reads from a ref, which get CORS like `/api/`.
enum StorybookRoutes {
    /// `/index.json`, `/iframe.html`, `/metadata.json`.
    static let paths: Set<String> = ["/index.json", "/iframe.html", "/metadata.json"]
}

/// `GET /index.json`: the Storybook index (v5). Storybook adds `?version=` when a ref names one; it is ignored.
struct StorybookIndexRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response { try store.current.storybook.indexResponse() }
}

/// `GET /iframe.html?id=…&viewMode=story|docs`: an entry's frame (the root without `id`).
struct StorybookFrameRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response { try store.current.storybook.frame(for: request.query) }
}

/// `GET /metadata.json`: the versions of Storybook's version menu, from the releases.
struct StorybookMetadataRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response { try store.current.storybook.metadataResponse() }
}

import DesignSystem

extension OpenAPIDocument {
    /// The guide's HTML pages and its assets.
    var guideOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        var operations: [(path: String, id: String, operation: OpenAPIOperation)] = [
            ("/", "getHome", page("The home page")),
            ("/tokens", "getTokensPage", page("Every token group", own: [Self.pageNumber])),
            ("/tokens/{group}", "getTokenGroupPage", page("One token group's tokens", own: [
                .path("group", "The group's dot path.", config.groups.isEmpty ? OpenAPISchema.string : OpenAPISchema.oneOf(config.groups)),
                Self.pageNumber,
            ])),
            ("/components", "getComponentsPage", page("Every component")),
            ("/components/{name}", "getComponentPage", page("Any component's page, with its defaults (each component also has a path of its own)", own: [
                .path("name", "A component's name.", OpenAPISchema.text),
            ])),
            ("/docs", "getDocsIndex", page("Every docs page")),
            ("/docs/{page}", "getDocsPage", page("One docs page (its path may hold slashes: `components/button`)", own: [
                OpenAPIParameter.path("page", "The page's path below docs/, without `.md`.", OpenAPISchema.text).with(example: config.docsPages.first),
            ])),
            ("/search", "search", page("Tokens, components and docs matching a query", own: [
                .query("q", "What to look for: every word must match. At most `searchTerms` distinct words (8 by default) of "
                    + "`searchTermBytes` bytes each (128) of `limits` in swatchbook.json; more is a 400.", OpenAPISchema.text),
                .query("status", "Only docs pages and components of this status (also `status:draft` among the words of `q`); another value is a 400.",
                       OpenAPISchema.oneOf(LifecycleStatus.all.map(\.rawValue))),
            ])),
            ("/changes", "getChangesPage", page("What changed between two releases of the tokens, a page of 500 rows at a time (without releases, how to list one)",
                                               own: config.hasReleases ? sides + [Self.pageNumber] + reviewParameters : [])),
            ("/changes/swatches.css", "getChangeSwatches", OpenAPIOperation(
                summary: "The colour swatches of one page of the What changed page", tag: "guide", parameters: sides + [Self.pageNumber, .ifNoneMatch],
                responses: [(200, Self.text("text/css", "The stylesheet.")), (304, .notModified),
                            (400, .pageError("An unknown or repeated parameter.")),
                            (404, .pageError("An unknown release, a page past the last, or a Config with no releases.")),
                            (500, .pageError("A release's token files cannot be read (a problem of the Config)."))])),
            ("/_swatchbook/{path}", "getGuideAsset", asset("The guide's own CSS, scripts and images, compiled into the server")),
            ("/assets/{path}", "getPublicFile", asset("A file of the Config's Public folder (`--public`)")),
        ]
        for component in config.components {
            let own = component.styles.isEmpty ? [] : variantParameters(component, sample: true)
            operations.append(("/components/\(component.name)", "getComponentPage\(Self.identifier(component.name))",
                               page("The \(component.name) component's page: preview, style, contrast, code and variants", own: own)))
        }
        return operations
    }

    static let pageNumber = OpenAPIParameter.query(
        "page", "The page of a long list, from 1 (a number past the last page is a 404).", ["type": "integer", "minimum": 1])

    /// What an asset path may hold (one segment here; the route takes more).
    static let assetPath = "^[A-Za-z0-9_-][A-Za-z0-9._-]*$"

    private var sides: [OpenAPIParameter] {
        [.query("from", "The older release (default: the newest).", OpenAPISchema.oneOf(config.releaseSides)),
         .query("to", "The newer side (default: current).", OpenAPISchema.oneOf(config.releaseSides))]
    }

    /// A guide page: its own parameters, the modifiers' (remembered in `sb-<modifier>` cookies).
    private func page(_ summary: String, own: [OpenAPIParameter] = []) -> OpenAPIOperation {
        OpenAPIOperation(
            summary: summary, tag: "guide",
            parameters: own + modifierParameters(autoForColorScheme: true, besides: own.map(\.name)) + [.ifNoneMatch],
            responses: [(200, Self.text("text/html", "The page.")), (304, .notModified),
                        (400, .pageError("A parameter is wrong.")), (404, .pageError("There is no such page (or no such page of a long list)."))])
    }

    private func asset(_ summary: String) -> OpenAPIOperation {
        OpenAPIOperation(
            summary: summary, tag: "guide",
            parameters: [.path("path", "The file's path: it may hold slashes, but no `..`, no dotfiles, no control characters.",
                                OpenAPISchema.string(matching: Self.assetPath)), .ifNoneMatch],
            responses: [(200, OpenAPIResponse(description: "The file, in its own media type.", content: [("*/*", OpenAPISchema.string)],
                                              headers: [OpenAPIResponse.etagHeader])),
                        (304, .notModified),
                        (400, .pageError("A path that tries to leave the folder, or an encoded slash.")),
                        (404, .pageError("There is no such file."))])
    }
}

import DesignSystem

extension OpenAPIDocument {
    /// `/api/tokens`, its diff, a token's detail and `/api/modifiers`.
    var tokenOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        [("/api/tokens", "getTokens", tokens),
         ("/api/tokens/diff", "getTokenDiff", diff),
         ("/api/tokens/{id}", "getToken", token),
         ("/api/modifiers", "getModifiers", modifierList)]
    }

    /// A query parameter per modifier, its contexts as values (`extra` added, such as `*`),
    /// leaving out a modifier named like one of the operation's own parameters.
    func modifierParameters(adding extra: [String] = [], autoForColorScheme: Bool = false,
                            besides own: [String] = []) -> [OpenAPIParameter] {
        config.modifiers.filter { !own.contains($0.name) }.map { modifier in
            let auto = autoForColorScheme && modifier.isColorScheme ? [ColorSchemePair.keyword] : []
            let fallback = modifier.defaultContext.map { " (default: \($0))" } ?? ""
            return .query(modifier.name, "The `\(modifier.name)` modifier's context\(fallback)."
                + (extra.isEmpty ? "" : " `*` asks for every context in one answer.")
                + (auto.isEmpty ? "" : " `auto` follows the reader's system colour scheme."),
                OpenAPISchema.oneOf(modifier.contexts + extra + auto))
        }
    }

    private var tokens: OpenAPIOperation {
        let formats = TokenExportFormat.all
        let own = ["format", "type", "group", "resolve", "name"]
        let named = formats.filter(\.takesTypeName).map(\.rawValue)
        var bodies: [(mediaType: String, schema: JSON)] = []
        for mediaType in formats.flatMap({ [$0.mediaType, $0.contextsMediaType] }).map(OpenAPIResponse.bare)
        where !bodies.contains(where: { $0.mediaType == mediaType }) {
            bodies.append((mediaType, mediaType.hasSuffix("json") ? ["type": "object"] : OpenAPISchema.string))
        }
        let listed = formats.map { "`\($0.rawValue)` (\($0.mediaType))" }.joined(separator: ", ")
        return OpenAPIOperation(
            summary: "The tokens of one context (or every context of one modifier) in one format",
            description: "Formats: \(listed). With a modifier set to `*` the answer holds every context of that modifier.",
            tag: "tokens",
            parameters: [
                .query("format", "The export format (default: dtcg).", OpenAPISchema.oneOf(formats.map(\.rawValue))),
                .query("type", "Only tokens of this DTCG type.", OpenAPISchema.oneOf(TokenType.standard.map(\.rawValue))),
                .query("group", "Only tokens below this group (a dot path); an unknown group is a 400.",
                       config.groups.isEmpty ? OpenAPISchema.string : OpenAPISchema.oneOf(config.groups)),
                .query("resolve", "`false` keeps references as references (default: true).", OpenAPISchema.oneOf(["true", "false"])),
                .query("name", "The type that holds the tokens, in the \(named.joined(separator: ", ")) formats (checked, then ignored, in the others).",
                       OpenAPISchema.string(matching: "^([A-Za-z][A-Za-z0-9_]{0,63}|_[A-Za-z0-9_]{1,63})$")),
            ] + modifierParameters(adding: ["*"], besides: own) + [.ifNoneMatch],
            responses: [
                (200, OpenAPIResponse(description: "The tokens, in the format's media type.", content: bodies, headers: [
                    OpenAPIResponse.etagHeader,
                    ("Content-Disposition", "`inline` with the file name the export is saved under.", true),
                ])),
                (304, .notModified),
                (400, .apiError("A parameter is wrong (unknown, repeated, not one of the values allowed), or contexts the format cannot hold together.")),
                (404, .apiError("The contexts asked for are not loaded.")),
                (409, .apiError("Two tokens would share one name in this format: the Config must change.")),
            ])
    }

    private var diff: OpenAPIOperation {
        OpenAPIOperation(
            summary: "What changed between two versions of the tokens, with the suggested semver bump, a page at a time",
            description: "`from` defaults to the newest release, `to` to `current`; a modifier parameter keeps the contexts that agree with it. "
                + "The changes come in pages of `pageSize` rows (a change, or a context's line saying it has none), `page` from 1 to `pages`; "
                + "every page holds the whole diff's `bump`, `reason` and `summary`, and each context on it its whole `summary`.",
            tag: "tokens",
            parameters: [
                .query("from", "The older side: a release's version or `current`.", OpenAPISchema.oneOf(config.releaseSides)),
                .query("to", "The newer side: a release's version or `current` (the default).", OpenAPISchema.oneOf(config.releaseSides)),
            ] + modifierParameters(besides: ["from", "to", "page"]) + [OpenAPIDocument.pageNumber, .ifNoneMatch],
            responses: [
                (200, .json("One page of the diff.", OpenAPISchema.ref("TokenDiff"))),
                (304, .notModified),
                (400, .apiError("An unknown or repeated parameter, or an unknown context.")),
                (404, .apiError("An unknown release, a page past the last, or (without `from`) a Config that lists no releases.")),
                (500, .apiError("A release's token files cannot be read (a problem of the Config, named by file and rule).")),
            ])
    }

    private var token: OpenAPIOperation {
        OpenAPIOperation(
            summary: "One token or group: its resolved value, alias chain and what refers to it",
            description: "The id is a dot path (`color.brand.500`); `/` may stand for `.`. A top-level token or group named `diff` has no detail URL (`/api/tokens/diff` is the diff).",
            tag: "tokens",
            parameters: [OpenAPIParameter.path("id", "The token's or group's dot path.", OpenAPISchema.tokenPath).with(example: config.tokenExample)]
                + modifierParameters() + [.ifNoneMatch],
            responses: [
                (200, .json("The token's or the group's detail.",
                            ["anyOf": [OpenAPISchema.ref("TokenDetail"), OpenAPISchema.ref("GroupDetail")]])),
                (304, .notModified),
                (400, .apiError("The id is not a dot path, or a parameter is wrong.")),
                (404, .apiError("There is no such token or group (the closest name is suggested), or the contexts chosen lack it (the contexts that define it are named).")),
            ])
    }

    private var modifierList: OpenAPIOperation {
        OpenAPIOperation(
            summary: "The resolver's modifiers with their contexts and defaults, and every permutation",
            tag: "tokens", parameters: [.ifNoneMatch],
            responses: [(200, .json("The modifiers.", OpenAPISchema.ref("Modifiers"))), (304, .notModified),
                        (400, .apiError("It takes no query parameters."))])
    }
}

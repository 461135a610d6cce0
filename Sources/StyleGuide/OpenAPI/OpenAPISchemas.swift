import DesignSystem

/// The schemas of the JSON bodies the API answers with (`#/components/schemas/…`).
enum OpenAPISchemas {
    private typealias S = OpenAPISchema

    /// Every named schema.
    static var all: [(String, JSON)] {
        [("Error", error), ("Modifiers", modifiers), ("TokenDetail", tokenDetail), ("GroupDetail", groupDetail),
         ("Origin", origin), ("TokenDiff", diff), ("StyleIndex", styleIndex), ("StyleFile", styleFile),
         ("StyleLookup", styleLookup), ("ComponentSummary", componentSummary), ("ComponentIndex", componentIndex),
         ("ComponentDetail", componentDetail), ("Health", health), ("OpenAPIDocument", document)]
    }

    /// `{"error": {"status": 404, "message": "...", "path": "/api/x"}}`.
    static let error = S.object([("error", S.object([
        ("status", ["type": "integer", "minimum": 400, "maximum": 599]), ("message", S.string), ("path", S.string),
    ], closed: true))], closed: true)

    /// `/api/modifiers`.
    static let modifiers = S.object([
        ("name", S.nullable(S.string)),
        ("modifiers", S.array(of: S.object([("name", S.string), ("description", S.string), ("contexts", S.array(of: S.string)),
                                            ("default", S.nullable(S.string))], optional: ["description"]))),
        ("permutations", S.array(of: S.map(of: S.string))),
    ])

    /// Where a token or group was written.
    static let origin = S.object([("file", S.string), ("path", S.string), ("line", S.nullable(S.integer))])

    /// `/api/tokens/{id}` for a token.
    static let tokenDetail = S.object([
        ("id", S.string), ("type", S.string), ("permutation", S.map(of: S.string)), ("value", S.anyValue),
        ("writtenValue", S.anyValue), ("aliasChain", S.array(of: S.string)), ("aliasChainLength", S.integer),
        ("references", S.array(of: S.object([("path", S.string), ("reference", S.string)]))),
        ("referencedBy", S.array(of: S.string)), ("deprecated", ["anyOf": [S.boolean, S.string]]),
        ("description", S.string), ("extensions", S.anyValue), ("extraMembers", ["type": "object"]),
        ("origin", S.ref("Origin")),
        ("byPermutation", S.array(of: S.object([("permutation", S.map(of: S.string)), ("value", S.anyValue)]))),
    ], optional: ["description", "extensions", "extraMembers"])

    /// `/api/tokens/{id}` for a group.
    static let groupDetail = S.object([
        ("group", S.string), ("type", S.string), ("description", S.string), ("deprecated", ["anyOf": [S.boolean, S.string]]),
        ("extensions", S.anyValue), ("tokens", S.array(of: S.string)), ("groups", S.array(of: S.string)),
        ("origin", S.ref("Origin")),
    ], optional: ["type", "description", "deprecated", "extensions"])

    private static let diffSummary = S.map(of: S.integer)

    /// `/api/tokens/diff`: one page.
    static let diff = S.object([
        ("from", S.string), ("to", S.string), ("bump", S.oneOf(["none", "patch", "minor", "major"])), ("reason", S.string),
        ("summary", diffSummary),
        ("page", ["type": "integer", "minimum": 1]), ("pages", ["type": "integer", "minimum": 1]),
        ("pageSize", ["type": "integer", "minimum": 1]), ("rows", ["type": "integer", "minimum": 0]),
        ("contexts", S.array(of: S.object([
            ("context", S.map(of: S.string)), ("bump", S.oneOf(["none", "patch", "minor", "major"])), ("summary", diffSummary),
            ("added", S.array(of: ["type": "object"])), ("removed", S.array(of: ["type": "object"])),
            ("renamed", S.array(of: ["type": "object"])), ("valueChanged", S.array(of: ["type": "object"])),
            ("typeChanged", S.array(of: ["type": "object"])), ("deprecated", S.array(of: ["type": "object"])),
        ]))),
        ("contextsOnlyInFrom", S.array(of: S.map(of: S.string))),
        ("contextsOnlyInTo", S.array(of: S.map(of: S.string))),
    ])

    /// `/api/styles`.
    static let styleIndex = S.object([("components", S.array(of: S.object([
        ("name", S.string), ("file", S.string), ("styles", S.array(of: S.string)), ("url", S.string),
    ])))])

    /// `/api/styles/{component}`: the styles file as written, with what it may use.
    static let styleFile = S.object([
        ("styles", ["type": "object"]), ("properties", S.array(of: ["type": "object"])),
        ("sizes", S.array(of: S.string)), ("states", S.array(of: S.string)),
    ])

    /// `/api/styles/{component}/{style}`.
    static let styleLookup = S.object([
        ("component", S.string), ("style", S.string), ("size", S.string), ("state", S.string),
        ("properties", S.array(of: S.object([("name", S.string), ("part", S.string), ("effect", S.string)]))),
        ("contrast", S.anyValue), ("notes", S.anyValue), ("permutation", S.map(of: S.string)),
    ])

    /// One component as the catalog lists it.
    static let componentSummary = S.object([
        ("name", S.string), ("title", S.string), ("summary", S.string), ("parts", S.array(of: S.string)),
        ("status", S.nullable(S.oneOf(LifecycleStatus.all.map(\.rawValue)))), ("owner", S.nullable(S.string)),
        ("showsSections", S.boolean), ("styled", S.boolean), ("source", S.object([("kind", S.oneOf(["compiled", "template"]))])),
        ("styles", S.array(of: S.string)), ("sizes", S.array(of: S.string)), ("states", S.array(of: S.string)),
        ("samples", S.array(of: S.string)), ("defaultSample", S.nullable(S.string)),
        ("links", S.object([("self", S.string), ("styles", S.string), ("preview", S.string), ("previewTemplate", S.string)])),
    ])

    /// `/api/components`.
    static let componentIndex = S.object([
        ("components", S.array(of: S.ref("ComponentSummary"))),
        ("samples", S.array(of: S.object([("name", S.string), ("description", S.nullable(S.string)), ("items", S.integer)]))),
    ])

    /// `/api/components/{name}`.
    static let componentDetail: JSON = ["allOf": [S.ref("ComponentSummary"), S.object([
        ("properties", S.array(of: ["type": "object"])), ("contrastPairs", S.array(of: ["type": "object"])),
        ("previews", S.array(of: S.object([("style", S.string), ("size", S.string), ("state", S.string), ("url", S.string),
                                           ("lookup", S.string)]))),
        ("starter", S.object([("file", S.string), ("content", ["type": "object"])])),
    ], optional: ["starter"])]]

    /// `/healthz`.
    static let health = S.object([
        ("status", S.oneOf(["ok", "degraded"])), ("version", S.string), ("uptimeSeconds", S.number),
        ("config", S.object([("state", S.oneOf(["loaded", "last-reload-failed"])), ("name", S.string), ("loadedAt", S.string),
                             ("errors", S.array(of: S.string)), ("errorCount", S.integer), ("warningCount", S.integer)])),
        // Only while a TLS certificate reload stands refused (serve --tls-cert, SIGHUP).
        ("tls", S.object([("state", S.oneOf(["last-reload-failed"])), ("error", S.string)])),
    ], optional: ["tls"])

    /// `/api/openapi.json`: this document.
    static let document = S.object([("openapi", S.string(matching: "^3\\.1\\.")), ("info", ["type": "object"]),
                                    ("paths", ["type": "object"])])
}

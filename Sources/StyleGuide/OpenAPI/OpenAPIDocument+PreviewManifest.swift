import DesignSystem

extension OpenAPIDocument {
    /// `/api/previews`: the preview manifest, a page at a time.
    var previewManifestOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        let names = config.styledComponents.map(\.name)
        let limit = config.previewsPerPage
        return [(PreviewManifest.path, "getPreviewManifest", OpenAPIOperation(
            summary: "Every preview's canonical URL with its variant, its inputs and the SHA-256 of its bytes, a page at a time",
            description: "For visual-test runners: each preview of each styled component (style × size × state × sample × context) "
                + "once, at the one URL `/preview/{component}` answers it with, and the SHA-256 of the bytes that URL answers, "
                + "which changes exactly when they do; `visualSha256` (the SHA-256 of `<sha256>\\n<ETag of the style lookup>`) also covers the token values its style resolves to in its "
                + "context (the preview's stylesheet is shared by every preview of a context), so a runner can key its screenshots on it. "
                + "`status` is the status that URL answers; both hashes are null unless it is 200. "
                + "Filter with `component` and any modifier's context to shard the list; follow `next` to the last page.",
            tag: "previews",
            parameters: [.query("component", "Only this component's previews.", names.isEmpty ? OpenAPISchema.text : OpenAPISchema.oneOf(names))]
                + modifierParameters().map { parameter in
                    var only = parameter
                    only.description = "Only the previews in this context of the `\(parameter.name)` modifier."
                    return only
                }
                + [.query("perPage", "Previews on a page (default: \(min(PreviewManifestQuery.defaultPerPage, limit)); "
                          + "at most `previewsPerPage` in `limits`, here \(limit)).",
                          ["type": "integer", "minimum": 1, "maximum": .number(Double(limit))]),
                   Self.pageNumber, .ifNoneMatch],
            responses: [(200, .json("One page of the manifest.", Self.previewManifestSchema)), (304, .notModified),
                        (400, .apiError("A parameter is wrong: unknown, repeated, not one of the values allowed, or past the limit.")),
                        (404, .apiError("A page past the last."))]))]
    }

    /// The schema of a page of `/api/previews`.
    static var previewManifestSchema: JSON {
        typealias S = OpenAPISchema
        let count: JSON = ["type": "integer", "minimum": 0]
        let preview = S.object([
            ("url", S.string), ("component", S.string), ("style", S.string), ("size", S.string), ("state", S.string),
            ("sample", S.nullable(S.string)), ("inputs", S.map(of: S.string)),
            ("status", ["type": "integer", "minimum": 100, "maximum": 599]),
            ("sha256", S.nullable(S.string(matching: "^[0-9a-f]{64}$"))), ("visualSha256", S.nullable(S.string(matching: "^[0-9a-f]{64}$"))),
        ], closed: true)
        return S.object([
            ("total", count), ("page", ["type": "integer", "minimum": 1]), ("pages", ["type": "integer", "minimum": 1]),
            ("perPage", ["type": "integer", "minimum": 1]), ("hash", S.oneOf(["sha256"])), ("next", S.nullable(S.string)),
            ("previews", S.array(of: preview)),
        ], closed: true)
    }
}

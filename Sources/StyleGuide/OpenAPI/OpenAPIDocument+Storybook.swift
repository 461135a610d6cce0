import DesignSystem

extension OpenAPIDocument {
    /// `/index.json`, `/iframe.html` and `/metadata.json`: the Config as a Storybook ref.
    var storybookOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        let entry = OpenAPISchema.object([
            ("type", OpenAPISchema.oneOf(["story", "docs"])), ("subtype", OpenAPISchema.oneOf(["story"])), ("id", OpenAPISchema.string),
            ("name", OpenAPISchema.string), ("title", OpenAPISchema.string), ("importPath", OpenAPISchema.string),
            ("exportName", OpenAPISchema.string), ("storiesImports", OpenAPISchema.array(of: OpenAPISchema.string)),
            ("tags", OpenAPISchema.array(of: OpenAPISchema.string)),
        ], optional: ["subtype", "exportName", "storiesImports"])
        let index = OpenAPISchema.object([("v", OpenAPISchema.integer), ("entries", OpenAPISchema.map(of: entry))])
        let metadata = OpenAPISchema.object([("versions", OpenAPISchema.map(of: OpenAPISchema.string))])
        let tooLarge = OpenAPIResponse.pageError("The index would pass storybookEntries (limits in swatchbook.json); the page names the setting.")
        let version = OpenAPIParameter.query("version", "Added by Storybook when a ref names a version; ignored.", OpenAPISchema.text)
        let badQuery = OpenAPIResponse.pageError("A query parameter is malformed (a NUL, or a broken percent escape).")
        return [
            ("/index.json", "getStorybookIndex", OpenAPIOperation(
                summary: "The Storybook index (v5): a story per style and per other size and state of each styled component, a docs entry per docs page",
                tag: "storybook", parameters: [version, .ifNoneMatch],
                responses: [(200, .json("The index.", index)), (304, .notModified), (400, badQuery), (500, tooLarge)])),
            ("/iframe.html", "getStorybookFrame", OpenAPIOperation(
                summary: "Storybook's frame: an entry's preview (viewMode=story) or docs page (viewMode=docs); without id, the frame's root",
                tag: "storybook",
                parameters: [
                    .query("id", "An entry of /index.json.", OpenAPISchema.text),
                    .query("viewMode", "`story` (the default) or `docs`.", OpenAPISchema.oneOf(["story", "docs"])),
                    .query("refId", "The ref's id in the composing Storybook, echoed in the frame's channel messages.", OpenAPISchema.text),
                    .query("globals", "Storybook globals, `name:value` pairs separated by `;`; a modifier's name picks its context.",
                           OpenAPISchema.text),
                ] + modifierParameters(besides: ["id", "viewMode", "refId", "globals"]) + [.ifNoneMatch],
                responses: [(200, Self.text("text/html", "The frame document.")), (304, .notModified),
                            (400, .pageError("viewMode is not story or docs, a parameter is repeated, or a context is unknown.")),
                            (404, .pageError("There is no such entry, or it is asked for in the other view mode.")),
                            (500, tooLarge)])),
            ("/metadata.json", "getStorybookMetadata", OpenAPIOperation(
                summary: "The versions of Storybook's version menu: each release with a url, in the order written",
                tag: "storybook", parameters: [version, .ifNoneMatch],
                responses: [(200, .json("The versions.", metadata)), (304, .notModified), (400, badQuery),
                            (404, .pageError("No release of swatchbook.json has a url."))])),
        ]
    }
}

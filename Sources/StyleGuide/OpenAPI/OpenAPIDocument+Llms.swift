import DesignSystem

extension OpenAPIDocument {
    /// `/llms.txt`, `/llms-full.txt` and the markdown twins of the guide's top pages (a page with a
    /// name in its path has its twin at the same pattern, its last segment ending in `.md`).
    var llmsOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        let twins: [(String, String, String)] = [
            ("/index.md", "getHomeMarkdown", "The home page as markdown"),
            ("/tokens.md", "getTokensMarkdown", "Every token group as markdown"),
            ("/components.md", "getComponentsMarkdown", "Every component as markdown"),
            ("/docs.md", "getDocsIndexMarkdown", "Every docs page as markdown"),
            ("/search.md", "searchMarkdown", "A search's results as markdown (takes `q` and `status` as /search does)"),
            ("/changes.md", "getChangesMarkdown", "What changed between two releases, as markdown (takes `from`, `to` and `page` as /changes does)"),
        ]
        var operations = twins.map { path, id, summary in
            (path, id, OpenAPIOperation(
                summary: summary, tag: "guide",
                parameters: modifierParameters(autoForColorScheme: true) + [.ifNoneMatch],
                responses: [(200, Self.text("text/markdown", "The page's markdown twin.")), (304, .notModified),
                            (400, .pageError("A parameter is wrong.")), (404, .pageError("There is no such page."))]))
        }
        operations.append((LlmsIndex.path, "getLlmsTxt", OpenAPIOperation(
            summary: "The llms.txt index: a link to the markdown twin of every guide page", tag: "guide", parameters: [.ifNoneMatch],
            responses: [(200, Self.text("text/plain", "The index, in markdown.")), (304, .notModified)])))
        operations.append((LlmsFull.path, "getLlmsFullTxt", OpenAPIOperation(
            summary: "Every markdown twin in one file, up to `llmsFullBytes` of `limits` (4 MiB by default)", tag: "guide",
            parameters: [.ifNoneMatch], responses: [(200, Self.text("text/plain", "The twins, in markdown.")), (304, .notModified)])))
        return operations
    }
}

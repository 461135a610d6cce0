import DesignSystem
import MicroHTTP

/// `search`: the guide's search (`/search?q=`), the same index, ranking, `status:` words and
/// limits, as JSON, optionally of one kind; a token found carries its value in the chosen context.
enum SearchTool {
    /// The most results one call may ask for (the guide's search page shows as many).
    static let maximumResults = 60

    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "search", title: "Search the design system",
                description: "Finds tokens, token groups, components, docs pages and pages of the Swatchbook manual whose name or text "
                    + "holds every word of the query (case and accents ignored), best first: 'brand 500', 'toggle', 'contrast'. "
                    + "'status:draft' among the words keeps components and pages of that status. Each result has its kind, id "
                    + "(a token's or group's path, a component's name, a page's path), title, a line of detail and its URL in the "
                    + "guide (relative to the server). Follow up with get_token, get_component or get_doc.",
                arguments: [
                    .string("query", required: true, "The words to look for."),
                    .string("kind", choices: SearchIndex.Entry.Kind.allCases.map(\.rawValue),
                            "Only results of this kind: token, group (of tokens), component, doc (the team's docs) or manual (Swatchbook's own)."),
                    .integer("limit", in: 1...maximumResults, preset: 20, "The most results to give."),
                ], outputSchema: outputSchema, snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            let permutation = try snapshot.tokenAPI.permutation(for: arguments.modifierItems)
            let query = arguments.string("query") ?? ""
            let entries = try SearchFilter.results(of: query.trimmingWhitespace(), statuses: [],
                                                   kind: arguments.string("kind").flatMap(SearchIndex.Entry.Kind.init(rawValue:)),
                                                   limits: snapshot.settings.searchLimits, in: snapshot.search,
                                                   limit: arguments.integer("limit"))
            let set = snapshot.tokens.permutations[permutation]
            return ["query": .string(query), "permutation": permutation.json, "results": .array(entries.map { json(of: $0, in: set) })]
        }
    }

    /// One result: kind, id, title, detail, URL, status, and a token's value in `set`.
    static func json(of entry: SearchIndex.Entry, in set: TokenSet?) -> JSON {
        var members: [(String, JSON)] = [("kind", .string(entry.kind.rawValue)), ("id", .string(id(of: entry))),
                                         ("title", .string(entry.title)), ("detail", .string(entry.detail)), ("url", .string(entry.url))]
        if let status = entry.status { members.append(("status", .string(status.rawValue))) }
        if entry.kind == .token, let token = TokenPath(dotted: entry.title).flatMap({ set?[$0] }) {
            members.append(("value", token.value.json))
        }
        return .object(JSONObject(members))
    }

    /// What the other tools take to name the entry: a token's or group's path, a component's
    /// name, a page's path (read back from its URL, which encodes each segment).
    static func id(of entry: SearchIndex.Entry) -> String {
        switch entry.kind {
        case .token, .group: return entry.title
        case .component, .doc, .manual:
            let prefix = entry.kind == .component ? "/components/" : "/docs/"
            guard entry.url.hasPrefix(prefix) else { return entry.title }
            return entry.url.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
                .map { PercentDecoding.decode(String($0)) ?? String($0) }.joined(separator: "/")
        }
    }

    /// The shape of its answer.
    static let outputSchema: JSON = [
        "type": "object",
        "properties": [
            "query": ["type": "string"],
            "permutation": ["type": "object"],
            "results": ["type": "array", "items": [
                "type": "object",
                "properties": ["kind": ["type": "string"], "id": ["type": "string"], "title": ["type": "string"],
                               "detail": ["type": "string"], "url": ["type": "string"], "status": ["type": "string"]],
                "required": ["kind", "id", "title", "url"],
            ]],
        ],
        "required": ["query", "results"],
    ]
}

import DesignSystem

/// The search index of an exported copy of the guide as JSON (`search/index.json`), which
/// guide.js reads to search without a server: each entry's kind, title, detail, exported link,
/// the folded keys the server's search matches words against, and its status when it has one.
enum SearchIndexFile {
    /// The index's JSON, each entry's URL given by `link`.
    static func json(_ index: SearchIndex, link: (String) -> String) -> [UInt8] {
        let entries: [JSON] = index.entries.map { entry in
            var object = JSONObject([
                ("kind", .string(entry.kind.rawValue)),
                ("label", .string(SearchResults.kindLabels[entry.kind] ?? entry.kind.rawValue)),
                ("title", .string(entry.title)),
                ("detail", .string(entry.detail)),
                ("url", .string(link(entry.url))),
                ("titleKey", .string(entry.titleKey)),
                ("textKey", .string(entry.textKey)),
            ])
            if let status = entry.status { object.setValue(.string(status.rawValue), forKey: "status") }
            return .object(object)
        }
        return JSON.object(JSONObject([("entries", .array(entries))])).serializedBytes()
    }
}

import MicroHTTP

/// The resolver's modifiers a frame is asked for, as query parameters (`&theme=dark`) or as
/// Storybook globals (`&globals=theme:dark;density:compact`, how Storybook passes its toolbar's
/// choices to a frame); a query parameter wins over a global of the same name.
enum StorybookGlobals {
    /// The query items of `query` for the modifiers `names`, the others (Storybook's own `id`,
    /// `viewMode`, `refId`, `args`…) left out.
    static func modifiers(in query: QueryItems, named names: [String]) -> QueryItems {
        var globals: [String: String] = [:]
        for pair in (query["globals"] ?? "").split(separator: ";") {
            guard let colon = pair.firstIndex(of: ":") else { continue }
            globals[String(pair[..<colon])] = String(pair[pair.index(after: colon)...])
        }
        var items: [QueryItems.Item] = []
        for name in names {
            for value in query.values(for: name) { items.append(.init(name: name, value: value)) }
            if query[name] == nil, let value = globals[name] { items.append(.init(name: name, value: value)) }
        }
        return QueryItems(items)
    }
}

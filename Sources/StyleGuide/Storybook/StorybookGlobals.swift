import DesignSystem
import MicroHTTP

/// The resolver's modifiers a frame is asked for, as query parameters (`&theme=dark`) or as
/// Storybook globals (`&globals=theme:dark;density:compact`, how Storybook passes its toolbar's
/// choices to a frame); a query parameter wins over a global of the same name. A global whose
/// value is none of the modifier's contexts is left out (it is the composing Storybook's own
/// toolbar talking), while a query parameter's is a 400 as on every route.
enum StorybookGlobals {
    /// The query items of `query` for the modifiers `names`, the others (Storybook's own `id`,
    /// `viewMode`, `refId`, `args`…) left out.
    static func modifiers(in query: QueryItems, of modifiers: [ResolverModifier]) -> QueryItems {
        var globals: [String: String] = [:]
        for pair in (query["globals"] ?? "").split(separator: ";") {
            guard let colon = pair.firstIndex(of: ":") else { continue }
            globals[String(pair[..<colon])] = String(pair[pair.index(after: colon)...])
        }
        var items: [QueryItems.Item] = []
        for modifier in modifiers {
            let name = modifier.name
            for value in query.values(for: name) { items.append(.init(name: name, value: value)) }
            if query[name] == nil, let value = globals[name], modifier.contextNames.contains(value) {
                items.append(.init(name: name, value: value))
            }
        }
        return QueryItems(items)
    }
}

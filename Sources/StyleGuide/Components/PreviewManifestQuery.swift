import DesignSystem
import MicroHTTP

/// What a request of `/api/previews` asks for: which previews (`?component=`, a modifier's
/// context such as `?theme=dark`), and which page of them (`?page=`, `?perPage=` up to
/// `previewsPerPage` in `limits`). Each wrong parameter is a 400 naming what is allowed.
struct PreviewManifestQuery: Hashable, Sendable {
    /// The one component asked for, if any.
    let component: ComponentName?
    /// The modifiers asked for, each on one context, in the resolver's order.
    let fixed: [QueryItems.Item]
    /// The previews on a page.
    let perPage: Int
    /// True when `perPage` was asked for (then the `next` link repeats it).
    let perPageAsked: Bool

    /// The page size when none is asked for (or the limit, when it is lower).
    static let defaultPerPage = 100
    /// The range `previewsPerPage` in `limits` may be set in.
    static let perPageLimitRange = 1...10_000
    /// The query parameters it reads besides the modifiers'.
    static let parameters = ["component", "perPage", PageSlice.parameter]

    /// Reads `query` against the styled components of `enumeration` and the resolver's
    /// `modifiers`, with pages of at most `limit` previews.
    static func read(_ query: QueryItems, enumeration: PreviewEnumeration, limit: Int) throws(HTTPError) -> PreviewManifestQuery {
        let modifiers = enumeration.modifiers
        let allowed = parameters + modifiers.map(\.name)
        for name in query.names {
            guard allowed.contains(name) else {
                throw HTTPError(.badRequest, "unknown query parameter '\(name)'; allowed: \(allowed.joined(separator: ", "))")
            }
            if query.values(for: name).count > 1 { throw HTTPError(.badRequest, "query parameter '\(name)' is given more than once") }
        }
        var component: ComponentName?
        if let text = query["component"] {
            let names = enumeration.components.map(\.name.rawValue)
            guard names.contains(text) else {
                throw HTTPError(.badRequest, "'\(text)' is not a component with previews; allowed: "
                    + (names.isEmpty ? "none" : names.joined(separator: ", ")))
            }
            component = ComponentName(text)
        }
        var fixed: [QueryItems.Item] = []
        for modifier in modifiers {
            guard let text = query[modifier.name] else { continue }
            guard modifier.choices.contains(text) else {
                throw HTTPError(.badRequest, "'\(text)' is not a context of \(modifier.name); allowed: " + modifier.choices.joined(separator: ", "))
            }
            fixed.append(.init(name: modifier.name, value: text))
        }
        let perPage = try query["perPage"].map { text throws(HTTPError) in try readPerPage(text, limit: limit) }
        return PreviewManifestQuery(component: component, fixed: fixed, perPage: perPage ?? min(defaultPerPage, limit),
                                    perPageAsked: perPage != nil)
    }

    /// `perPage`: a whole number from 1 to `limit`; past the limit, the message names the setting that raises it.
    private static func readPerPage(_ text: String, limit: Int) throws(HTTPError) -> Int {
        let digits = !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
        guard digits, let number = Int(text) ?? Optional(Int.max), number >= 1 else {
            throw HTTPError(.badRequest, "'perPage' must be a whole number from 1, found '\(text)'")
        }
        guard number <= limit else {
            throw HTTPError(.badRequest, "'perPage' asks for \(text) previews on one page; the limit is \(TokenLimits.grouped(limit)) "
                + "previews (\"limits\": {\"previewsPerPage\": …} in swatchbook.json)")
        }
        return number
    }

    /// The previews it asks for, of `enumeration`.
    func chosen(from enumeration: PreviewEnumeration) -> PreviewEnumeration {
        enumeration.filtered(components: { component == nil || $0 == component },
                             fixed: Dictionary(uniqueKeysWithValues: fixed.map { ($0.name, $0.value) }))
    }

    /// `/api/previews?…&page=<page>`: this query on another page.
    func link(toPage page: Int) -> String {
        var items = component.map { [QueryItems.Item(name: "component", value: $0.rawValue)] } ?? []
        items += fixed
        if perPageAsked { items.append(.init(name: "perPage", value: String(perPage))) }
        items.append(.init(name: PageSlice.parameter, value: String(page)))
        return PreviewManifest.path + "?" + PreviewLinks.query(items)
    }
}

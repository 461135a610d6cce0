import MicroHTTP

/// The pages an export has found, each kept once: a page's path, query items and choices are
/// shared with every other page that has the same (the 1,875 copies of a guide share 1,875
/// lists of choices, not one per page), so the memory of a crawl is that of its map of pages to
/// files.
struct ExportPageStore {
    private(set) var pages = Set<ExportPage>()
    private var paths = Set<String>()
    private var lists = Set<[QueryItems.Item]>()

    /// How many pages it holds.
    var count: Int { pages.count }

    /// Adds `page` (its parts shared with pages already held); nil when it was held already.
    mutating func insert(_ page: ExportPage) -> ExportPage? {
        guard !pages.contains(page) else { return nil }
        let shared = ExportPage(kind: page.kind, path: Self.shared(page.path, in: &paths), items: Self.shared(page.items, in: &lists),
                                choices: Self.shared(page.choices, in: &lists))
        pages.insert(shared)
        return shared
    }

    /// The value equal to `value` already in `values`, or `value`, then added.
    private static func shared<Value: Hashable>(_ value: Value, in values: inout Set<Value>) -> Value {
        if let index = values.firstIndex(of: value) { return values[index] }
        values.insert(value)
        return value
    }
}

import DesignSystem

/// The docs of a Config read and rendered, before they are checked against the catalog of
/// components (a `components/<name>.md` must document one): see ``ConfigLoader/readDocs(strictness:limits:)``.
struct ReadDocs: Sendable {
    /// What reading one file gave, in the files' order.
    enum Outcome: Sendable {
        /// The file could not be read as a page.
        case problem(Diagnostic)
        /// The page at `path` below `docs/`, from `file`.
        case page(path: String, file: String)
    }

    /// The pages, rendered.
    let library: DocsLibrary
    /// Each file's outcome, in order.
    let read: [Outcome]
    /// The problems rendering found.
    let renderProblems: [Diagnostic]

    /// The library and every problem, in the order ``ConfigLoader/loadDocs(catalog:strictness:limits:)``
    /// gives them: each file's own (unreadable, or a component page for no component of `catalog`), then rendering's.
    func checked(against catalog: [CatalogEntry]) -> (DocsLibrary, [Diagnostic]) {
        let own: [Diagnostic] = read.compactMap { outcome in
            switch outcome {
            case .problem(let problem): return problem
            case .page(let page, let file):
                guard page.hasPrefix("components/"), !catalog.contains(where: { "components/" + $0.about.name.rawValue == page }) else { return nil }
                let names = catalog.map(\.about.name.rawValue)
                let suggestion = Suggestion.closest(to: String(page.dropFirst("components/".count)), among: names)
                    .map { " (did you mean '\($0).md'?)" } ?? ""
                return Diagnostic(.invalidValue, severity: .warning, file: file,
                    "docs/components/ holds one page per component, named after it\(suggestion); this one documents none")
            }
        }
        return (library, own + renderProblems)
    }
}

import DesignSystem
import FoundationEssentials

extension ConfigLoader {
    /// Reads `docs/**/*.md` (dotfiles skipped) into rendered pages; a file that is not UTF-8 is
    /// an error, a `components/<name>.md` for no component a warning, and the pages' own
    /// problems (front matter, links to no page) are reported as ``DocsLibrary/render(_:strictness:)``
    /// finds them. No folder: no pages.
    func loadDocs(catalog: [CatalogEntry], strictness: Strictness) -> (DocsLibrary, [Diagnostic]) {
        let folder = path("docs")
        guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: folder) else { return (DocsLibrary(), []) }
        var files: [DocsLibrary.File] = []
        var diagnostics: [Diagnostic] = []
        for subpath in subpaths.sorted() where subpath.hasSuffix(".md") {
            guard !subpath.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let file = path("docs/" + subpath)
            switch Self.read(file) {
            case .failure(let problem): diagnostics.append(problem)
            case .success(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    diagnostics.append(Diagnostic(.unreadableFile, file: file, "the file is not UTF-8 text"))
                    continue
                }
                let page = String(subpath.dropLast(".md".count))
                if page.hasPrefix("components/"), !catalog.contains(where: { "components/" + $0.about.name.rawValue == page }) {
                    let names = catalog.map(\.about.name.rawValue)
                    let suggestion = Suggestion.closest(to: String(page.dropFirst("components/".count)), among: names)
                        .map { " (did you mean '\($0).md'?)" } ?? ""
                    diagnostics.append(Diagnostic(.invalidValue, severity: .warning, file: file,
                        "docs/components/ holds one page per component, named after it\(suggestion); this one documents none"))
                }
                files.append((page, file, text))
            }
        }
        let (library, problems) = DocsLibrary.render(files, strictness: strictness)
        return (library, diagnostics + problems)
    }
}

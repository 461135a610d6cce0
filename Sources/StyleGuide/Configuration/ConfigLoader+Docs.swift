import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ConfigLoader {
    /// Where the pages of Swatchbook's own manual sit among the docs (a Config's page of the same path replaces one).
    static let manualFolder = "swatchbook/"

    /// Reads `docs/**/*.md` (dotfiles skipped, links to folders followed) into rendered pages, beside the pages of
    /// Swatchbook's manual (under `swatchbook/`, unless the Config has a page of the same path; rendered on first use); a file that is not UTF-8 is
    /// an error, so is one larger than `docPageBytes` (told from its size, before it is read), a
    /// `components/<name>.md` for no component a warning, and the pages' own
    /// problems (front matter, links to no page) are reported as ``DocsLibrary/render(_:strictness:)``
    /// finds them. No folder: no pages of the Config's.
    func loadDocs(catalog: [CatalogEntry], strictness: Strictness,
                  limits: FrontMatterLimits = FrontMatterLimits()) -> (DocsLibrary, [Diagnostic]) {
        readDocs(strictness: strictness, limits: limits).checked(against: catalog)
    }

    /// ``loadDocs(catalog:strictness:limits:)`` before the catalog is known: the pages read and
    /// rendered, which need no catalog. (Start-up reads the files with ``readDocFiles(strictness:limits:)``
    /// and renders each page as a piece of work of its own, beside the tokens and the styles.)
    func readDocs(strictness: Strictness, limits: FrontMatterLimits = FrontMatterLimits()) -> ReadDocs {
        let unrendered = readDocFiles(strictness: strictness, limits: limits)
        return unrendered.rendered(unrendered.files.concurrentMap { unrendered.render($0) })
    }

    /// The files of ``readDocs(strictness:limits:)`` read, their pages not yet rendered: each page
    /// renders on its own (``DocsToRender/render(_:)``), so that start-up renders them on whichever
    /// thread the tokens and the styles leave free.
    func readDocFiles(strictness: Strictness, limits: FrontMatterLimits = FrontMatterLimits()) -> DocsToRender {
        let folder = path("docs")
        // Links to folders are listed through, so that a file reached by one is read (and refused when it leads out).
        let subpaths = FolderListing(of: folder).files.map { String($0.path.dropFirst(folder.count + 1)) }
        var files: [DocsLibrary.File] = []
        var read: [ReadDocs.Outcome] = []
        for subpath in subpaths.sorted() where subpath.hasSuffix(".md") {
            let file = path("docs/" + subpath)
            switch self.read(file, atMost: limits.pageBytes, oversized: { limits.oversizedPage(file: file, bytes: $0) }) {
            case .failure(let problem): read.append(.problem(problem))
            case .success(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    read.append(.problem(Diagnostic(.unreadableFile, file: file, "the file is not UTF-8 text")))
                    continue
                }
                let page = String(subpath.dropLast(".md".count))
                read.append(.page(path: page, file: file))
                files.append((page, file, text))
            }
        }
        return DocsToRender(files: files, read: read, strictness: strictness, limits: limits)
    }
}

import DesignSystem

/// A Config's docs files read, their pages not yet rendered (see
/// ``ConfigLoader/readDocFiles(strictness:limits:)``): each page renders on its own, on whichever
/// thread is free, and ``rendered(_:)`` puts them together as ``ReadDocs``, as if rendered at once.
struct DocsToRender: Sendable {
    /// The files read as pages, in the files' order.
    let files: [DocsLibrary.File]
    /// Each file's outcome, in order (those that could not be read as pages among them).
    let read: [ReadDocs.Outcome]
    /// How strictly the pages are read: rules bent are errors when strict.
    let strictness: Strictness
    /// The limits on a page (its front matter, its nesting).
    let limits: FrontMatterLimits
    /// Where the pages' links may lead: the files' pages and Swatchbook's manual.
    let linkTargets: Set<String>

    /// The files `files` (outcomes `read`) to render as `strictness` and `limits` say.
    init(files: [DocsLibrary.File], read: [ReadDocs.Outcome], strictness: Strictness, limits: FrontMatterLimits) {
        self.files = files
        self.read = read
        self.strictness = strictness
        self.limits = limits
        linkTargets = DocsLibrary.linkTargetsWithManual(files)
    }

    /// The page of `file`, one of ``files``, and its problems.
    func render(_ file: DocsLibrary.File) -> DocsLibrary.RenderedPage {
        DocsLibrary.renderPage(file, among: linkTargets, strictness: strictness, limits: limits)
    }

    /// The docs of the pages `pages`, ``render(_:)`` of each of ``files`` in their order.
    func rendered(_ pages: [DocsLibrary.RenderedPage]) -> ReadDocs {
        let (library, problems) = DocsLibrary.assembleWithManual(pages, of: files, linkTargets: linkTargets, strictness: strictness)
        return ReadDocs(library: library, read: read, renderProblems: problems)
    }
}

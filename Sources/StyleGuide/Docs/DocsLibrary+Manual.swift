import DesignSystem

extension DocsLibrary {
    /// The pages of Swatchbook's own manual (configuration, commands, routes, how to write a
    /// template component, …): served at their paths and listed apart, never among the team's pages.
    public var manual: [Page] { manualSource.pages }

    /// Where the links of `files` may lead: their own paths and those of Swatchbook's compiled-in manual.
    static func linkTargetsWithManual(_ files: [File]) -> Set<String> { Set(files.map(\.path) + ManualPages.paths) }

    /// The library of the pages of `files` (each rendered by ``renderPage(_:among:strictness:limits:)``
    /// among `linkTargets`, ``linkTargetsWithManual(_:)`` of them, in the files' order), with Swatchbook's compiled-in manual
    /// beside them (rendered on first use; a page of `files` at one of its paths replaces it), and the problems of `files`.
    static func assembleWithManual(_ rendered: [RenderedPage], of files: [File], linkTargets: Set<String>,
                                   strictness: Strictness) -> (library: DocsLibrary, diagnostics: [Diagnostic]) {
        let own = Set(files.map(\.path))
        let replaced = Set(ManualPages.paths.filter(own.contains))
        return assemble(rendered, linkTargets: linkTargets, strictness: strictness) { _, _ in .embedded(replaced: replaced) }
    }

    /// The heading Swatchbook's manual is listed under, apart from the Config's own docs.
    public static let manualGroup = "Swatchbook manual"
    /// The path of the manual's contents page (`manual/index.md`), served at `/docs/swatchbook/index`.
    public static let manualContentsPath = "swatchbook/index"

    /// The manual's contents page, when it is served.
    public var manualContents: Page? { manual.first { $0.path == Self.manualContentsPath } }

    /// `pages` in reading order: by `order` (pages without one last), then title, whatever their `section`.
    public static func ordered(_ pages: [Page]) -> [Page] { pages.sorted(by: Page.readsBefore) }

    /// True when the page at `path` is one of Swatchbook's manual, not the Config's.
    public func isManual(_ path: String) -> Bool { manual.contains { $0.path == path } }
}

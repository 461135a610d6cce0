import DesignTokens

/// The most pages one export writes (`exportPages` in `limits` of `swatchbook.json`). An export
/// holds every guide page once per choice of the modifiers, every preview once per context and
/// the API's answers once per permutation, so a Config that serves fine can make millions of
/// files. The limit is checked on the pages an export starts from before anything is rendered,
/// and again as links lead to more.
struct ExportPageLimit: Sendable {
    /// The most pages.
    let pages: Int
    /// The Config folder, which the refusal names.
    let config: String

    /// Refuses, before rendering, an export whose starting pages alone pass the limit.
    func check(_ census: ExportCensus) throws(ExportError) {
        guard census.total > pages else { return }
        var kinds = ["\(n(census.guidePages)) guide pages (\(n(census.guidePagesPerCopy)) in each of \(copies(census)))"]
        if census.previews > 0 {
            kinds.append("\(n(census.previews)) previews (\(n(census.previewVariants)) of style × size × state × sample, in each of the \(n(census.guideCopies)) choices of the modifiers)")
        }
        kinds.append("\(n(census.apiAnswers)) API answers (every format and style lookup in each of \(n(census.permutations)) permutations)")
        throw refusal("the export would hold \(n(census.total)) pages before the pages they link to: " + kinds.joined(separator: ", ")
                      + " and \(n(census.assets)) assets",
                      previews: census.previews > 0)
    }

    /// Refuses an export once links have led to more pages than the limit.
    func check(found: Int, guidePages: Int, previews: Int, census: ExportCensus) throws(ExportError) {
        guard found > pages else { return }
        throw refusal("following links, the export found more than \(n(pages)) pages (\(n(guidePages)) guide pages in \(copies(census)), "
                      + "\(n(previews)) previews and \(n(found - guidePages - previews)) other files so far)",
                      previews: census.previewVariants > 0)
    }

    private func refusal(_ what: String, previews: Bool) -> ExportError {
        let ways = (previews ? ["--previews linked (only the previews the guide shows)"] : []) + ["fewer modifier contexts"]
        return ExportError(.tooManyPages, "\(config): \(what); the limit is \(n(pages)) pages (\"limits\": {\"exportPages\": …} in swatchbook.json); "
                           + "raise it, or export fewer with " + ways.joined(separator: " or "))
    }

    /// `1,875 copies of the guide, one per choice of theme × density (3 × 2)`.
    private func copies(_ census: ExportCensus) -> String {
        guard !census.modifiers.isEmpty else { return "the one copy of the guide" }
        return "\(n(census.guideCopies)) copies of the guide, one per choice of " + census.modifiers.map(\.name).joined(separator: " × ")
            + " (" + census.modifiers.map { n($0.count) }.joined(separator: " × ") + ")"
    }

    private func n(_ number: Int) -> String { number == Int.max ? "more than \(TokenLimits.grouped(Int.max))" : TokenLimits.grouped(number) }
}

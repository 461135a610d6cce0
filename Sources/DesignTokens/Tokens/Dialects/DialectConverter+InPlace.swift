extension Diagnostic.Rule {
    /// `swatchbook fix` leaves a file as it is: it cannot be rewritten in place (a Tokens Studio export
    /// of several sets, Figma variables, JSONC syntax), or the rewrite would not read back.
    public static let fixRefused = Diagnostic.Rule("fix-refused")
}

extension DialectConverter {
    /// `document`, one token file, as the converter reads it, in DTCG 2025.10 with the tree's
    /// layout kept (the same groups and tokens in the same order), for writing back in its place;
    /// or why it cannot be. A file already in DTCG 2025.10 is read as a draft, so that what the
    /// reader would only bend (a bare number for a dimension) is written as the format says.
    public static func inPlace(_ document: JSON, file: String) -> Result<JSON, Diagnostic> {
        let dialect = DialectDetection.dialect(of: document, isTokenFile: true)
        if dialect == .figmaVariables || FigmaVariables.isFigma(document) {
            return .failure(Diagnostic(.fixRefused, file: file, "this is Figma variables: each collection's modes become "
                + "modifiers of a resolver, which one token file cannot hold in its own layout; print it as DTCG with "
                + "`swatchbook tokens --format dtcg \(file)` instead"))
        }
        if TokenDialect.isTokensStudioExport(document) {
            return .failure(Diagnostic(.fixRefused, file: file, "this is a Tokens Studio export of sets with themes or an "
                + "order ($themes, $metadata): its sets merge into one tree and its themes become modifiers, which cannot be "
                + "written back in its own layout; print it as DTCG with `swatchbook tokens --format dtcg \(file)` instead"))
        }
        guard document.objectValue != nil else { return .success(document) }
        let reading: TokenDialect = dialect == .dtcg2025 ? .dtcgDraft : dialect
        let set = SetSource(name: "", file: file, base: .root, document: document)
        return .success(convert(sets: [set], dialect: reading).trees.first?.set.document ?? document)
    }

    /// True when a file in `dialect` converts in place, so that `swatchbook fix` can rewrite it.
    static func convertsInPlace(_ dialect: TokenDialect, _ document: JSON) -> Bool {
        dialect != .figmaVariables && !TokenDialect.isTokensStudioExport(document)
    }
}

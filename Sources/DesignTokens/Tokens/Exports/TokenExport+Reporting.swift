extension TokenExport {
    /// The text of `tokens` in `format`, as ``render(_:from:as:options:)`` writes it, and the
    /// tokens it leaves out with the reason for each (those the file lists as not representable
    /// or left out).
    public static func renderReporting(_ tokens: [ResolvedToken], from set: TokenSet, as format: TokenExportFormat,
                                       options: TokenExportOptions = .init()) throws(TokenExportError) -> RenderedExport {
        let text = try render(tokens, from: set, as: format, options: options)
        return RenderedExport(text: text, omissions: ExportOmissions.of(tokens, in: format))
    }

    /// The text of every context of `variants` in `format`, as ``render(_:as:options:)`` writes
    /// it, and the tokens it leaves out (in every context, or in the contexts its reason names).
    public static func renderReporting(_ variants: ContextVariants, as format: TokenExportFormat,
                                       options: TokenExportOptions = .init()) throws(TokenExportError) -> RenderedExport {
        let text = try render(variants, as: format, options: options)
        return RenderedExport(text: text, omissions: ExportOmissions.of(variants, in: format, options: options))
    }
}
